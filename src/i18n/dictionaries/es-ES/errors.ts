import type { ErrorsDictionary } from '../fr-FR/errors';

/** Error pages (spec section 8), keyed by status code. es-ES. */
export const errors: ErrorsDictionary = {
  status: 'Error {{status}}',
  401: {
    title: 'Acceso denegado',
    message: 'Credenciales incorrectas',
    action: 'Volver a la página de inicio de sesión',
  },
  403: {
    title: 'Acceso denegado',
    message: 'No autorizado',
    action: 'Volver a la página de inicio de sesión',
  },
  404: { title: 'Página no encontrada', message: 'Esta página no existe', action: 'Volver al inicio' },
  410: { title: 'Página eliminada' },
  500: {
    title: 'Se ha producido un error',
    message: 'El sistema ha encontrado un error y lo corregirá rápidamente',
    action: 'Volver al inicio',
  },
  502: {
    title: 'Se ha producido un error',
    message: 'El sistema ha encontrado un error y lo corregirá rápidamente',
    action: 'Volver al inicio',
  },
  generic: 'Se ha producido un error al realizar esta operación. Inténtelo de nuevo o contáctenos',
};

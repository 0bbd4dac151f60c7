import type { ErrorsDictionary } from '../fr-FR/errors';

/** Error pages (spec section 8), keyed by status code. it-IT. */
export const errors: ErrorsDictionary = {
  status: 'Errore {{status}}',
  401: { title: 'Accesso negato', message: 'Credenziali errate', action: 'Torna alla pagina di accesso' },
  403: { title: 'Accesso negato', message: 'Non autorizzato', action: 'Torna alla pagina di accesso' },
  404: { title: 'Pagina non trovata', message: 'Questa pagina non esiste', action: 'Torna alla home' },
  410: { title: 'Pagina rimossa' },
  500: {
    title: 'Si è verificato un errore',
    message: 'Il sistema ha riscontrato un errore e lo correggerà rapidamente',
    action: 'Torna alla home',
  },
  502: {
    title: 'Si è verificato un errore',
    message: 'Il sistema ha riscontrato un errore e lo correggerà rapidamente',
    action: 'Torna alla home',
  },
  generic: 'Si è verificato un errore durante questa operazione. Riprova o contattaci',
};

import type { ErrorsDictionary } from '../fr-FR/errors';

/** Error pages (spec section 8), keyed by status code. de-DE. */
export const errors: ErrorsDictionary = {
  status: 'Fehler {{status}}',
  401: { title: 'Zugriff verweigert', message: 'Falsche Anmeldedaten', action: 'Zurück zur Anmeldeseite' },
  403: { title: 'Zugriff verweigert', message: 'Nicht berechtigt', action: 'Zurück zur Anmeldeseite' },
  404: {
    title: 'Seite nicht gefunden',
    message: 'Diese Seite existiert nicht',
    action: 'Zurück zur Startseite',
  },
  410: { title: 'Seite entfernt' },
  500: {
    title: 'Ein Fehler ist aufgetreten',
    message: 'Das System hat einen Fehler festgestellt und behebt ihn schnell',
    action: 'Zurück zur Startseite',
  },
  502: {
    title: 'Ein Fehler ist aufgetreten',
    message: 'Das System hat einen Fehler festgestellt und behebt ihn schnell',
    action: 'Zurück zur Startseite',
  },
  generic:
    'Bei diesem Vorgang ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder kontaktieren Sie uns',
};

import type { ErrorsDictionary } from '../fr-FR/errors';

/** Error pages (spec section 8), keyed by status code. nl-NL. */
export const errors: ErrorsDictionary = {
  status: 'Fout {{status}}',
  401: { title: 'Toegang geweigerd', message: 'Onjuiste inloggegevens', action: 'Terug naar de inlogpagina' },
  403: { title: 'Toegang geweigerd', message: 'Niet toegestaan', action: 'Terug naar de inlogpagina' },
  404: { title: 'Pagina niet gevonden', message: 'Deze pagina bestaat niet', action: 'Terug naar home' },
  410: { title: 'Pagina verwijderd' },
  500: {
    title: 'Er is een fout opgetreden',
    message: 'Het systeem heeft een fout gevonden en lost die snel op',
    action: 'Terug naar home',
  },
  502: {
    title: 'Er is een fout opgetreden',
    message: 'Het systeem heeft een fout gevonden en lost die snel op',
    action: 'Terug naar home',
  },
  generic: 'Er is een fout opgetreden bij deze handeling. Probeer het opnieuw of neem contact met ons op',
};

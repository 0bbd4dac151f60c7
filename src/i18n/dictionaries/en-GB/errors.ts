import type { ErrorsDictionary } from '../fr-FR/errors';

/** Error pages (spec section 8), keyed by status code. en-GB. */
export const errors: ErrorsDictionary = {
  status: 'Error {{status}}',
  401: { title: 'Access denied', message: 'Wrong credentials', action: 'Back to login page' },
  403: { title: 'Access denied', message: 'Unauthorized', action: 'Back to login page' },
  404: { title: 'Page not found', message: "This page doesn't exist", action: 'Back to home' },
  410: { title: 'Page removed' },
  500: {
    title: 'An error occurred',
    message: 'The system hit an error and will fix it quickly',
    action: 'Back to home',
  },
  502: {
    title: 'An error occurred',
    message: 'The system hit an error and will fix it quickly',
    action: 'Back to home',
  },
  generic: 'An error occurred while trying to do this operation. Please try again or contact us',
};

/** Error pages (spec section 8), keyed by status code. fr-FR. */
export const errors = {
  status: 'Erreur {{status}}',
  401: { title: 'Accès refusé', message: 'Identifiants incorrects', action: 'Retour à la page de connexion' },
  403: { title: 'Accès refusé', message: 'Non autorisé', action: 'Retour à la page de connexion' },
  404: { title: 'Page introuvable', message: "Cette page n'existe pas", action: "Retour à l'accueil" },
  410: { title: 'Page supprimée' },
  500: {
    title: 'Une erreur est survenue',
    message: 'Le système a rencontré une erreur et va la corriger rapidement',
    action: "Retour à l'accueil",
  },
  502: {
    title: 'Une erreur est survenue',
    message: 'Le système a rencontré une erreur et va la corriger rapidement',
    action: "Retour à l'accueil",
  },
  generic: 'Une erreur est survenue pendant cette opération. Merci de réessayer ou de nous contacter',
};

/** The shape every locale's errors dictionary follows. */
export type ErrorsDictionary = typeof errors;

import type { AppMessages } from './types';

export const fr: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: { home: 'Accueil', back_home: "Retour à l'accueil", maintenance: 'Maintenance', open_menu: 'Ouvrir le menu' },
    breadcrumb: { label: 'Vous êtes ici' },
    user_menu: { language: 'Langue', language_changed: 'Le portail est maintenant en %{language}' },
    login: {
      title: 'Connexion à votre portail',
      username: "Nom d'utilisateur",
      password: 'Mot de passe',
      submit: 'Se connecter',
      forgotten_password: 'Mot de passe oublié ?',
    },
    home: { welcome: 'Bonjour %{name}', intro: 'Votre portail des documents de gestion et RH.' },
    maintenance: {
      title: 'Maintenance',
      message:
        'Le portail est en cours de maintenance. Certains services peuvent être momentanément indisponibles. Merci de votre patience.',
    },
    loading: 'Chargement…',
    error: {
      VALIDATION_ERROR: 'Veuillez vérifier les informations saisies',
      INVALID_JSON: "La requête n'a pas pu être lue",
      PAYLOAD_TOO_LARGE: 'Le fichier ou les données envoyés sont trop volumineux',
      UNSUPPORTED_MEDIA_TYPE: "Ce type de contenu n'est pas accepté",
      UNAUTHENTICATED: 'Votre session a expiré, veuillez vous reconnecter',
      INVALID_CREDENTIALS: "Nom d'utilisateur ou mot de passe incorrect",
      FORBIDDEN: "Vous n'êtes pas autorisé à effectuer cette action",
      NOT_FOUND: "Cet élément n'existe pas ou vous n'y avez pas accès",
      TOO_MANY_REQUESTS: 'Trop de tentatives, veuillez patienter un instant',
      INTERNAL_ERROR: 'Une erreur inattendue est survenue, veuillez réessayer',
      SERVICE_UNAVAILABLE: 'Le service est momentanément indisponible',
      TIMEOUT: 'Le serveur a mis trop de temps à répondre',
      NETWORK: 'Le serveur est injoignable, veuillez vérifier votre connexion',
      UNSUPPORTED_CALL: "Cette action n'est pas disponible",
    },
  },
};

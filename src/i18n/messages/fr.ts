import type { AppMessages } from './types';

export const fr: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: {
      home: 'Accueil',
      back_home: "Retour à l'accueil",
      maintenance: 'Maintenance',
      open_menu: 'Ouvrir le menu',
      outbox: "Boîte d'envoi",
    },
    breadcrumb: { label: 'Vous êtes ici' },
    user_menu: { language: 'Langue', language_changed: 'Le portail est maintenant en %{language}' },
    login: {
      title: 'Connexion à votre portail',
      username: "Nom d'utilisateur",
      password: 'Mot de passe',
      submit: 'Se connecter',
      forgotten_password: 'Mot de passe oublié ?',
      expired: 'Votre session a expiré, veuillez vous reconnecter.',
      blocked:
        'Votre compte est bloqué après trop de tentatives de connexion. Choisissez un nouveau mot de passe avec « Mot de passe oublié ? » pour le débloquer, ou contactez votre administrateur.',
      sso_failed: "L'authentification unique n'a pas abouti. Veuillez réessayer.",
      sso_unknown:
        "Votre compte d'authentification unique n'est pas connu de ce portail. Contactez votre administrateur.",
      sso_button: "Se connecter avec l'authentification unique",
      guest: "Vérifiez votre nom d'utilisateur, puis connectez-vous.",
    },
    forgotten: {
      title: 'Mot de passe oublié',
      intro:
        "Saisissez votre nom d'utilisateur. Si le compte existe, nous lui envoyons par e-mail un lien pour choisir un nouveau mot de passe.",
      login: "Nom d'utilisateur",
      submit: 'Envoyer le lien',
      sent: 'Si ce compte existe, un lien a été envoyé à son adresse e-mail. Il est valable une heure, une seule fois.',
      back: 'Retour à la connexion',
    },
    reset: {
      title: 'Choisir un nouveau mot de passe',
      password: 'Nouveau mot de passe',
      confirmation: 'Confirmer le nouveau mot de passe',
      submit: 'Enregistrer le mot de passe',
      done: 'Votre mot de passe a été changé. Vous pouvez vous connecter.',
      rule: 'Au moins 8 caractères, dont une majuscule, un chiffre et un caractère spécial.',
    },
    your_files: {
      title: 'Bienvenue dans votre espace documents',
      intro: "Avant d'accéder à vos fichiers, choisissez votre mot de passe et acceptez les conditions d'utilisation.",
      password: 'Votre mot de passe',
      confirmation: 'Confirmez votre mot de passe',
      terms: "J'accepte les conditions d'utilisation",
      terms_text:
        'Vos documents sont conservés dans votre espace personnel pendant la durée prévue par la loi. Ils ne sont visibles que par vous et par les personnes habilitées par votre organisation. Vous pouvez les télécharger à tout moment.',
      submit: 'Finaliser mon compte',
      done: 'Votre compte est prêt.',
    },
    autologin: { working: 'Connexion en cours…' },
    validation: {
      password_rule: 'Le mot de passe ne respecte pas les conditions minimales',
      confirmation_mismatch: 'Les deux mots de passe ne sont pas identiques',
    },
    outbox: {
      status: { pending: 'En attente', sent: 'Envoyé', failed: 'Échec', held: 'Retenu (pas de serveur de messagerie)' },
      empty: 'Aucun message pour le moment',
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
      ACCOUNT_BLOCKED: 'Ce compte est bloqué après trop de tentatives de connexion',
      ACCOUNT_NOT_FINALISED: "Veuillez d'abord finaliser votre compte",
      WRONG_PASSWORD: 'Le mot de passe actuel est incorrect',
      INVALID_RESET_LINK: 'Ce lien a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
      CONFLICT: 'Cette opération a déjà été effectuée',
    },
  },
  resources: {
    outbox: {
      name: "Boîte d'envoi |||| Boîte d'envoi",
      fields: {
        recipient: 'Destinataire',
        subject: 'Objet',
        status: 'État',
        createdAt: 'Créé le',
        sentAt: 'Envoyé le',
        text: 'Message',
        error: 'Erreur',
      },
    },
  },
};

import type { ErrorCode } from '../../../common/errors';
import { fr as docTypes } from '../../../common/docTypeNames/fr';
import type { ClientErrorCode } from '../../dataProvider/httpClient';
import { fr as personalAccount } from '../../custom/personalAccount/messages/fr';
import { fr as closure } from '../../custom/closure/messages/fr';

/**
 * The shell's texts (login, layout, table kit, account, errors) in French, the reference: every other
 * language has exactly these keys. Each resource's own texts live beside it (src/resources/<name>/messages/).
 */
export const fr = {
  liasse: {
    app: {
      name: 'Liasse',
    },
    menu: {
      home: 'Accueil',
      back_home: "Retour à l'accueil",
      maintenance: 'Maintenance',
      open_menu: 'Ouvrir le menu',
      rights: 'Gestion des droits',
      account: 'Mon profil',
    },
    breadcrumb: {
      label: 'Vous êtes ici',
    },
    user_menu: {
      language: 'Langue',
      language_changed: 'Le portail est maintenant en %{language}',
    },
    login: {
      title: 'Connexion à votre portail',
      username: "Nom d'utilisateur",
      password: 'Mot de passe',
      submit: 'Se connecter',
      forgotten_password: 'Mot de passe oublié\u202f?',
      expired: 'Votre session a expiré, veuillez vous reconnecter.',
      blocked:
        'Votre compte est bloqué après trop de tentatives de connexion. Choisissez un nouveau mot de passe avec « Mot de passe oublié\u202f? » pour le débloquer, ou contactez votre administrateur.',
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
    autologin: {
      working: 'Connexion en cours…',
    },
    validation: {
      day: 'Date incomplète ou inexistante (jj/mm/aaaa)',
      password_rule: 'Le mot de passe ne respecte pas les conditions minimales',
      confirmation_mismatch: 'Les deux mots de passe ne sont pas identiques',
      not_visible: 'Inconnu ou non visible pour vous',
      already_used: 'Déjà utilisé',
      needs_user_or_group: 'Attribuez la règle à au moins un utilisateur ou un groupe',
      siret: 'Saisissez un SIRET à 14 chiffres',
      siret_check_digit: 'Ce SIRET a 14 chiffres mais sa clé de contrôle est fausse\u00a0: vérifiez-le',
      siret_taken: 'Une autre organisation a déjà ce SIRET',
      root_cannot_move: "L'organisation racine n'a pas de parent",
      outside_group_organization:
        "Certains salariés ne sont pas rattachés à l'organisation du groupe ni à une de ses sous-organisations",
      inside_itself: 'Une organisation ne peut pas être placée sous elle-même ou une de ses sous-organisations',
      https_url: 'Saisissez une adresse https',
    },
    rights: {
      title: 'Gestion des droits',
      intro:
        "Qui peut faire quoi, et voir quelles données\u00a0: les utilisateurs, les groupes auxquels ils appartiennent et les règles d'accès qui leur sont attribuées.",
    },
    account: {
      title: 'Mon profil',
      profile: 'Profil',
      password: 'Changer mon mot de passe',
      old_password: 'Mot de passe actuel',
      new_password: 'Nouveau mot de passe',
      confirmation: 'Confirmer le nouveau mot de passe',
      submit: 'Changer le mot de passe',
      changed: 'Votre mot de passe a été changé',
    },
    home: {
      welcome: 'Bonjour %{name}',
      intro: 'Votre portail des documents de gestion et RH.',
      new_organization: 'Nouvelle organisation',
      organizations: 'organisation |||| organisations',
    },
    maintenance: {
      title: 'Maintenance',
      message:
        'Le portail est en cours de maintenance. Certains services peuvent être momentanément indisponibles. Merci de votre patience.',
    },
    table: {
      select_all: 'Sélectionner toutes les lignes de cette page',
      select_row: 'Sélectionner cette ligne',
      select_card: 'Sélectionner cette carte',
      columns: 'Colonnes',
      columns_title: 'Colonnes à afficher',
      close: 'Fermer',
      search_toggle: 'Rechercher par colonne',
      search_by: 'Rechercher par %{column}',
      date_start: '%{column}\u00a0: du',
      date_end: '%{column}\u00a0: au',
      select_filter: 'Sélectionnez un filtre',
      view: 'Affichage',
      view_list: 'Liste',
      view_grid: 'Cartes',
      not_provided: 'Non renseigné',
      flip: 'Retourner la carte',
      flip_back: 'Revenir au recto',
      card_back: 'Détails',
      actions: 'Actions',
      resize: 'Redimensionner la colonne %{column}',
      sort_by: 'Trier par %{column}',
      no_results: 'Aucun résultat',
      total: '%{smart_count} résultat |||| %{smart_count} résultats',
      page_of: 'Page %{page} sur %{pages}',
      total_more_than: 'Plus de %{smart_count} résultats',
      page_of_more_than: 'Page %{page} sur plus de %{pages}',
      per_page: 'Par page',
      first_page: 'Première page',
      previous_page: 'Page précédente',
      next_page: 'Page suivante',
      last_page: 'Dernière page',
      pagination: 'Pages',
      pagination_of: 'Pages\u00a0: %{table}',
    },
    doc_types: docTypes,
    personal_account: personalAccount,
    closure,
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
      TOO_MANY_REQUESTS: 'Trop de tentatives, veuillez réessayer plus tard',
      IDEMPOTENCY_KEY_IN_USE: 'Le même envoi est encore en cours, veuillez réessayer dans un instant',
      IDEMPOTENCY_KEY_REUSED:
        'Déjà envoyé une fois avec d’autres informations\u00a0: renvoyez-le pour l’envoyer tel qu’il est maintenant',
      PREVIEW_TOO_HEAVY:
        'Cette page est trop lourde pour être affichée en aperçu\u00a0: téléchargez le document pour la lire.',
      INTERNAL_ERROR: 'Une erreur inattendue est survenue, veuillez réessayer',
      SERVICE_UNAVAILABLE: 'Le service est momentanément indisponible',
      TIMEOUT: 'Le serveur a mis trop de temps à répondre',
      NETWORK: 'Le serveur est injoignable, veuillez vérifier votre connexion',
      UNSUPPORTED_CALL: "Cette action n'est pas disponible",
      ACCOUNT_BLOCKED: 'Ce compte est bloqué après trop de tentatives de connexion',
      ACCOUNT_NOT_FINALISED: "Veuillez d'abord finaliser votre compte",
      WRONG_PASSWORD: 'Le mot de passe actuel est incorrect',
      INVALID_RESET_LINK: 'Ce lien a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
      INVALID_ACTIVATION_CODE:
        "Cet identifiant et ce code d'activation ne correspondent pas, ou le code a expiré. Au besoin, demandez une nouvelle lettre à votre service RH.",
      INVALID_SIGNATURE_CODE: 'Code de signature incorrect.',
      SIGNATURE_LOCKED:
        'Trop de codes de signature erronés\u00a0: la signature est bloquée. Demandez un code de récupération.',
      CURRENT_SIGNATURE_CODE_REQUIRED:
        'Pour changer votre code de signature, saisissez votre code actuel ou un code de récupération.',
      NO_LETTER_TO_PRINT: 'Les salariés sélectionnés ont déjà activé leur compte\u00a0: aucune lettre à imprimer',
      CONFLICT: 'Cette opération a déjà été effectuée',
    } satisfies Record<ErrorCode | ClientErrorCode, string>,
  },
};

export type ShellMessages = typeof fr;

import type { TRANSMISSION_MODES } from '../../../../common/schemas/organizations';
import type { PartnershipStatus } from '../../../../common/partnershipLifecycle';

/**
 * The partnership screens' texts in French, the reference: every other language has exactly these keys (the type
 * checker holds them to it). They sit under `resources.<name>` beside react-admin's `name` and `fields`.
 */
export const fr = {
  name: 'Partenariat |||| Partenariats',
  page: {
    list: 'Partenariats',
    create: 'Nouveau partenariat',
    edit: '%{recordRepresentation}',
  },
  empty: "Aucun partenariat pour l'instant",
  invite: 'Demandez-en un avec le SIRET du tiers.',
  /** The home page's count. */
  count: 'partenariat |||| partenariats',
  fields: {
    siret: 'SIRET du tiers',
    name: 'Tiers',
    orgId: 'Organisation partenaire',
    orgName: 'Organisation',
    status: 'Statut',
    groupId: 'Groupe',
    groupName: 'Groupe',
    reference: 'Référence',
    email: 'E-mail du contact',
    transmissionMode: 'Mode de transmission',
    city: 'Ville',
    createdAt: 'Créé le',
    address: { street: 'Rue', postal: 'Boîte postale', zipCode: 'Code postal', city: 'Ville', country: 'Pays' },
  },
  status: {
    ENABLED: 'Actif',
    DISABLED: 'Désactivé',
    NEEDS_CONTACT_MAIL: 'E-mail du contact à renseigner',
    NEED_USER_VALIDATION: 'En attente du contact',
  } satisfies Record<PartnershipStatus, string>,
  transmission: {
    DEFAULT: 'Par défaut',
    LINK: 'Lien de téléchargement',
    ATTACHMENT: 'Pièce jointe par e-mail',
  } satisfies Record<(typeof TRANSMISSION_MODES)[number], string>,
  actions: {
    enable: 'Activer',
    disable: 'Désactiver',
    groups: 'Groupes de partenariats',
    finalize: 'Finaliser les partenariats',
  },
  notify: {
    enabled: 'Le partenariat est activé.',
    disabled: 'Le partenariat est désactivé.',
    status_failed: "Le statut du partenariat n'a pas pu être changé.",
    mail_sent: 'Un lien de validation a été envoyé à %{email}.',
    mail_failed: "L'e-mail du contact n'a pas pu être enregistré.",
  },
  errors: {
    siret_unknown: "Aucune donnée n'a pu être récupérée pour ce SIRET\u00a0: vérifiez-le auprès du tiers.",
    partnership_exists: 'Cette organisation a déjà un partenariat avec ce tiers.',
    invalid_reference: 'Ce lien de validation est invalide, expiré ou déjà utilisé.',
  },
  create: {
    title: 'Nouveau partenariat',
    intro: "Saisissez le SIRET du tiers\u00a0: l'annuaire des établissements remplit son nom et son adresse.",
  },
  contact: {
    title: 'Contact du tiers',
    help: 'Le contact reçoit un lien pour confirmer son adresse\u202f; il pourra ensuite se connecter pour télécharger les documents qui lui sont envoyés.',
    send: 'Envoyer le lien de validation',
    waiting: 'Lien envoyé à %{email}\u202f; en attente de sa confirmation.',
    validated: 'Contact confirmé\u00a0: %{email}.',
  },
  finalize: {
    title: 'Finalisation des partenariats',
    intro: "Les partenariats ci-dessous attendent l'e-mail de leur contact ou sa confirmation.",
    empty: 'Aucun partenariat ne demande votre action.',
    see_created: 'Voir les partenariats créés',
  },
  created: {
    title: 'Partenariats créés',
    intro: 'Les partenariats créés ces sept derniers jours, et où ils en sont.',
    empty: "Aucun partenariat n'a été créé ces sept derniers jours.",
  },
  validation: {
    title: 'Confirmez votre adresse e-mail',
    intro: "Vous êtes le contact de ce partenariat\u00a0: confirmez l'adresse %{email} pour accéder à vos documents.",
    confirm: 'Confirmer mon adresse',
    invalid: 'Ce lien de validation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau à votre partenaire.',
  },
};

export type PartnershipMessages = typeof fr;

import type { DISTRIBUTION_MODES, RECEPTION_MODES, TRANSMISSION_MODES } from '../../../../common/schemas/organizations';

/**
 * The organisation screens' texts in French, the reference: every other language has exactly these keys (the type
 * checker holds them to it). They sit under `resources.<name>` beside react-admin's `name` and `fields`.
 */
export const fr = {
  name: 'Organisation |||| Organisations',
  page: {
    list: 'Organisations',
    create: 'Nouvelle organisation',
    show: '%{recordRepresentation}',
    edit: 'Modifier %{recordRepresentation}',
  },
  empty: "Aucune organisation pour l'instant",
  invite: 'Créez-en une à partir de son SIRET.',
  fields: {
    parentId: 'Organisation parente',
    address: {
      street: 'Rue',
      postal: 'Boîte postale',
      zipCode: 'Code postal',
      city: 'Ville',
      country: 'Pays',
      phone: 'Téléphone',
    },
    distribution: 'Distribution',
    invoicingLogin: 'Identifiant de facturation',
    invoicingPassword: 'Mot de passe de facturation',
    clearInvoicingPassword: 'Supprimer le mot de passe enregistré',
    hasInvoicingPassword: 'Mot de passe enregistré',
    ancestors: "Place dans l'arborescence",
    conf: {
      transmissionMode: 'Mode de transmission',
      receptionMode: 'Mode de réception',
      docTypes: 'Types de documents',
      extraOptions: {
        specificCSSUrl: 'Feuille de style spécifique',
      },
    },
    name: 'Nom',
    siret: 'SIRET',
    parentName: 'Parent',
    zipCode: 'Code postal',
    city: 'Ville',
    kind: 'Type',
    createdAt: 'Créée le',
  },
  kinds: {
    root: 'Racine',
    child: 'Sous-organisation',
  },
  errors_title: "L'organisation ne peut pas être enregistrée :",
  postal_help: 'Distribution spéciale : BP, CS, TSA…',
  invoicing: 'Portail de facturation (Chorus Pro)',
  password_encrypted: "Conservé chiffré ; il n'est plus jamais affiché.",
  password_kept: 'Un mot de passe est enregistré (chiffré). Laissez vide pour le conserver.',
  css_help:
    'Une adresse https ; la feuille de style est chargée après la connexion pour les utilisateurs de cette organisation.',
  distribution: {
    AUTOMATIC: 'Automatique',
    WITH_VALIDATION: 'Avec validation',
  } satisfies Record<(typeof DISTRIBUTION_MODES)[number], string>,
  transmission: {
    DEFAULT: 'Par défaut',
    LINK: 'Lien de téléchargement',
    ATTACHMENT: 'Pièce jointe par e-mail',
  } satisfies Record<(typeof TRANSMISSION_MODES)[number], string>,
  reception: {
    EMITTER_CHOICE: "Choix de l'émetteur",
    LINK: 'Lien',
    ATTACHMENT: 'Pièce jointe',
  } satisfies Record<(typeof RECEPTION_MODES)[number], string>,
  tabs: {
    identity: 'Identité',
    address: 'Adresse',
    invoicing: 'Distribution et facturation',
    configuration: 'Configuration',
  },
  siret_search: {
    title: "Trouver l'établissement par son SIRET",
    intro: "L'annuaire des établissements français remplit le nom et l'adresse pour vous.",
    search: 'Rechercher',
    not_found: "Aucun établissement trouvé avec ce SIRET. Vous pouvez continuer et saisir l'organisation à la main.",
    continue: 'Continuer à la main',
    skip: 'Passer la recherche et saisir à la main',
    failed: "L'annuaire n'a pas pu être consulté. Réessayez ou saisissez à la main.",
  },
};

export type OrganizationMessages = typeof fr;

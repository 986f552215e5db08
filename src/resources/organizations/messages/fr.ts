import type {
  BPE_NOT_STATED_MODES,
  DISTRIBUTION_MODES,
  RECEPTION_MODES,
  TRANSMISSION_MODES,
} from '../../../../common/schemas/organizations';

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
      bpeNotStated: 'Salariés sans accord BPE renseigné',
      dispatchSignature: "Confirmer chaque mailing avec le code de signature de l'émetteur",
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
  errors_title: "L'organisation ne peut pas être enregistrée\u00a0:",
  postal_help: 'Distribution spéciale\u00a0: BP, CS, TSA…',
  invoicing: 'Portail de facturation (Chorus Pro)',
  password_encrypted: "Conservé chiffré\u202f; il n'est plus jamais affiché.",
  password_kept: 'Un mot de passe est enregistré (chiffré). Laissez vide pour le conserver.',
  css_help:
    'Une adresse https\u202f; la feuille de style est chargée après la connexion pour les utilisateurs de cette organisation.',
  distribution: {
    AUTOMATIC: 'Automatique',
    WITH_VALIDATION: 'Avec validation',
  } satisfies Record<(typeof DISTRIBUTION_MODES)[number], string>,
  transmission: {
    DEFAULT: 'Par défaut',
    LINK: 'Lien de téléchargement',
    ATTACHMENT: 'Pièce jointe par e-mail',
  } satisfies Record<(typeof TRANSMISSION_MODES)[number], string>,
  bpe_not_stated: {
    ELECTRONIC: 'Électronique (mode de transmission ; compte personnel par défaut)',
    PAPER: 'Papier',
  } satisfies Record<(typeof BPE_NOT_STATED_MODES)[number], string>,
  bpe_not_stated_help:
    "Le droit fait de l'envoi électronique la règle, le salarié pouvant s'y opposer ; un refus part toujours sur papier.",
  reception: {
    EMITTER_CHOICE: "Choix de l'émetteur",
    LINK: 'Lien',
    ATTACHMENT: 'Pièce jointe',
  } satisfies Record<(typeof RECEPTION_MODES)[number], string>,
  retention: {
    intro:
      'Combien de temps le coffre garde chaque type de document, pour cette organisation et celles qui en dépendent. Les bulletins de paie restent disponibles au salarié 50\xa0ans, ou jusqu’à ses 75\xa0ans (Code du travail, D.3243-8).',
    own: 'Choisir pour cette organisation',
    rule: 'Durée de conservation',
    years: 'Nombre d’années',
    age: 'Âge du salarié',
    rules: {
      FIFTY_YEARS: '50 ans après le dépôt',
      UNTIL_AGE: 'Jusqu’à un âge du salarié',
      AFTER_DEPARTURE: 'Des années après le départ du salarié',
      AFTER_DEPOSIT: 'Des années après le dépôt',
      KEEP: 'Sans limite de durée',
    },
    said: {
      FIFTY_YEARS: '50 ans après le dépôt',
      UNTIL_AGE: 'Jusqu’aux %{age} ans du salarié',
      AFTER_DEPARTURE:
        '%{smart_count} an après le départ du salarié |||| %{smart_count} ans après le départ du salarié',
      AFTER_DEPOSIT: '%{smart_count} an après le dépôt |||| %{smart_count} ans après le dépôt',
      KEEP: 'Sans limite de durée',
    },
    source: {
      OWN: 'choisi pour cette organisation',
      INHERITED: 'hérité de %{name}',
      INHERITED_UNNAMED: 'hérité d’une organisation parente',
      DEFAULT: 'par défaut',
    },
  },
  tabs: {
    retention: 'Conservation',
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

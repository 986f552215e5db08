import type { Area, AreaAction, OTHER_FEATURES } from '../../../../common/features';

/**
 * The access rule screens' texts in French, the reference: every other language has exactly these keys (the type
 * checker holds them to it). They sit under `resources.<name>` beside react-admin's `name` and `fields`.
 */
export const fr = {
  name: "Règle d'accès |||| Règles d'accès",
  page: {
    list: "Règles d'accès",
    create: "Nouvelle règle d'accès",
    show: "Règle d'accès %{recordRepresentation}",
    edit: "Modifier la règle d'accès %{recordRepresentation}",
  },
  empty: "Aucune règle d'accès pour l'instant",
  invite: 'Créez-en une pour dire ce que des utilisateurs peuvent faire, et sur quelles données.',
  description:
    'Ce que permet une règle (actions par domaine) et sur quelles données (organisation, types de document, périodes…).',
  fields: {
    name: 'Nom',
    orgId: 'Organisation de référence',
    userIds: 'Utilisateurs',
    userGroupIds: "Groupes d'utilisateurs",
    features: 'Actions',
    docCriterias: 'Filtres de données',
    employeeGroupIds: 'Groupes de salariés',
  },
  steps: {
    identity: 'Nom et organisation',
    assignees: 'Utilisateurs et groupes',
    actions: 'Actions',
    filters: 'Filtres de données',
    summary: 'Récapitulatif',
  },
  next: 'Suivant',
  back: 'Précédent',
  areas: {
    EMPLOYEES: 'Salariés',
    ORGANIZATIONS: 'Organisations',
    USERS: 'Utilisateurs',
    DOCUMENTS: 'Documents',
    CAMPAIGNS: 'Campagnes',
    SIGN_WORKFLOWS: 'Circuits de signature',
    PARTNERSHIPS: 'Tiers et partenariats',
    CHORUS: 'Chorus',
    COLLABORATIVE_SPACES: 'Espaces collaboratifs',
    COLLECTORS: 'Collecteurs',
  } satisfies Record<Area, string>,
  actions: {
    EDIT: 'Créer/Modifier',
    LIST: 'Lister',
    DELETE: 'Supprimer',
  } satisfies Record<AreaAction, string>,
  other_actions: 'Autres actions',
  features: {
    RIGHTS_MANAGE: 'Gérer les droits',
    CHORUS_RECEIVE: 'Chorus\u00a0: recevoir',
    CHORUS_SEND: 'Chorus\u00a0: envoyer',
    DOCUMENTS_UPLOAD: 'Déposer un document',
    SIGN: 'Signer',
    DEACTIVATE: 'Désactiver',
  } satisfies Record<(typeof OTHER_FEATURES)[number], string>,
  criteria: {
    add: 'Ajouter un filtre',
    type: 'Filtrer sur',
    PeriodCriteria: 'Période',
    DocTypeCriteria: 'Type de document',
    OrgsCriteria: 'Organisations',
    MetaDataCriteria: 'Métadonnée',
    start: 'Du',
    end: 'Au',
    value: 'Valeur',
    key: 'Clé',
    orgIds: 'Organisations',
  },
  no_filter: "Aucun filtre\u00a0: tous les documents de l'organisation et de ses sous-organisations.",
  granted: 'Accordé',
  not_granted: 'Non accordé',
  needs_action: 'Choisissez au moins une action',
};

export type RuleMessages = typeof fr;

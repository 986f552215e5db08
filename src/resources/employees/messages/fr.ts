import type { ACCOUNT_STATES, EMPLOYEE_STATUS_SWITCH, EMPLOYEE_STATUSES } from '../../../../common/employeeFields';

/**
 * The employee screens' texts in French, the reference: every other language has exactly these keys (the type
 * checker holds them to it). They sit under `resources.<name>` beside react-admin's `name` and `fields`.
 */
export const fr = {
  name: 'Salarié |||| Salariés',
  page: {
    list: 'Salariés',
    create: 'Nouveau salarié',
    edit: 'Modifier le salarié %{recordRepresentation}',
    show: '%{recordRepresentation}',
  },
  empty: "Aucun salarié pour l'instant",
  invite: 'Créez-en un, ou importez une DSN.',
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    status: 'Statut',
    registrationNumber: 'Matricule',
    address: 'Adresse',
    zipCode: 'Code postal',
    city: 'Ville',
    phone: 'Téléphone',
    country: 'Pays',
    birthDay: 'Date de naissance',
    socialSecurityNumber: 'N° de sécurité sociale',
    newSocialSecurityNumber: 'Nouveau n° de sécurité sociale',
    clearNir: 'Supprimer le n° de sécurité sociale',
    nirTemporary: 'Numéro provisoire (NIA)',
    temporaryNumber: 'Numéro technique temporaire (NTT)',
    organizations: 'Organisations',
    links: 'Organisations',
    orgId: 'Organisation',
    active: 'Actif dans cette organisation',
    bpeAgreement: 'Accord BPE (bulletins dématérialisés)',
    bpeAgreementAt: "Date de l'accord ou du refus",
    accountState: 'Compte personnel',
    accountCreatedAt: 'Compte créé le',
    lastReminderAt: 'Dernière relance',
    createdAt: 'Créé le',
  },
  status: {
    ACTIVE: 'Actif',
    INACTIVE: 'Inactif',
  } satisfies Record<(typeof EMPLOYEE_STATUSES)[number], string>,
  switch: {
    label: 'Salariés affichés',
    ACTIVE: 'Actifs',
    ALL: 'Tous',
    INACTIVE: 'Inactifs',
  } satisfies Record<(typeof EMPLOYEE_STATUS_SWITCH)[number] | 'label', string>,
  account_state: {
    NOT_REGISTERED: 'Non inscrit',
    CREATED: 'Créé, non finalisé',
    FINALIZED: 'Finalisé',
    NOT_FINALIZED: 'Non finalisé',
  } satisfies Record<(typeof ACCOUNT_STATES)[number] | 'NOT_FINALIZED', string>,
  bpe: {
    accepted: 'Accepté',
    refused: 'Refusé',
  },
  home: {
    new_employee: 'Nouveau salarié',
    employees: 'salarié |||| salariés',
    not_validated: 'salarié non validé |||| salariés non validés',
  },
  not_validated: 'Salariés non validés',
  tabs: {
    identity: 'Identité',
    address: 'Adresse',
    organizations: 'Organisations',
    account: 'Compte et BPE',
  },
  nir: {
    help: '15 caractères, clé comprise ; 2A ou 2B pour la Corse.',
    keep_help: 'Laissez vide pour conserver le numéro enregistré.',
    reveal: 'Afficher',
    hide: 'Masquer',
    revealed_notice: 'Cette consultation est enregistrée.',
    reveal_failed: "Le numéro n'a pas pu être affiché.",
    none: 'Aucun',
  },
  validation: {
    nir: "Ce n'est pas un numéro de sécurité sociale (15 caractères)",
    nir_key: 'La clé du numéro de sécurité sociale ne correspond pas',
    nir_temporary: 'Numéro provisoire : cochez « Numéro provisoire »',
    in_future: 'Cette date est dans le futur',
    duplicate_organization: 'Une organisation est en double',
    employee_nir_taken: 'Un salarié a déjà ce numéro de sécurité sociale',
    employee_matricule_taken: 'Un salarié a déjà ce matricule dans cette entreprise',
  },
  duplicate: {
    title: 'Ce salarié existe déjà',
    text_visible: 'Vous pouvez rattacher le salarié existant à %{organization} au lieu de le créer à nouveau.',
    text_hidden:
      "Ce salarié existe déjà dans une organisation que vous ne voyez pas ; demandez à un administrateur de l'y rattacher.",
    link: 'Rattacher le salarié existant',
    show: 'Voir le salarié existant',
    cancel: 'Annuler',
    linked: 'Le salarié existant est rattaché à %{organization}.',
  },
  bulk: {
    deactivate: 'Désactiver',
    reactivate: 'Réactiver',
    done: '%{smart_count} salarié modifié |||| %{smart_count} salariés modifiés',
    failed: "L'action n'a pas pu être faite.",
  },
  stats: {
    title: 'Statistiques',
    open: 'Afficher les statistiques',
    close: 'Masquer les statistiques',
    by_status: 'Par statut',
    by_account: 'Comptes personnels',
    by_bpe: 'Accord BPE',
    total: 'Total',
  },
};

export type EmployeeMessages = typeof fr;

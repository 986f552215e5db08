import type {
  AccountState,
  COLLECT_INTERVALS,
  CollectFailure,
  CollectorCategory,
  CollectorId,
  ItemStatus,
  RunStatus,
  SubscriptionState,
} from '../../../../common/collectors';
import type { TCollectorRun } from '../../../../common/schemas/collectors';
import type { CollectorErrorCode } from '../errorCodes';
import type { ProblemState } from '../statePages';

/**
 * The collectors' texts in French, the reference: every other language has exactly these keys (the
 * type checker holds them to it). The resource is the subscriptions to collectors; its pages by
 * state (the spec's breadcrumb variants) are titled by `state_pages`.
 */
export const fr = {
  name: 'Collecteur |||| Collecteurs',
  page: {
    list: 'Collecteurs',
    create: 'Nouvel abonnement',
    edit: "Modifier l'abonnement %{recordRepresentation}",
    show: 'Abonnement %{recordRepresentation}',
  },
  empty: "Aucun abonnement à un collecteur pour l'instant",
  invite: 'Ajoutez un compte de messagerie ou de serveur de fichiers pour en collecter les documents.',
  state_pages: {
    NOT_SUBSCRIBED: 'Collecteurs non abonnés',
    WRONG_IDENTIFIERS: 'Identifiants erronés',
    COLLECT_ERROR: 'Erreurs de collecte',
  } satisfies Record<ProblemState, string>,
  home: {
    in_error: 'collecteur en erreur |||| collecteurs en erreur',
  },
  catalogue: {
    title: 'Catalogue',
    categories: {
      MAILBOX: 'Boîte mail',
      FILE_SERVER: 'Serveur de fichiers',
    } satisfies Record<CollectorCategory, string>,
    subscribe: 'Ajouter un compte',
    subscribe_to: 'Ajouter un compte %{name}',
    subscriptions: '%{smart_count} abonnement |||| %{smart_count} abonnements',
    failed: "Le catalogue des collecteurs n'a pas pu être récupéré.",
  },
  summary: {
    title: 'Abonnements à surveiller',
    count: '%{state} : %{count}',
  },
  fields: {
    name: 'Nom',
    collectorId: 'Collecteur',
    orgId: 'Organisation',
    orgName: 'Organisation',
    docType: 'Type de document',
    intervalMinutes: 'Fréquence de collecte',
    enabled: 'Activé',
    state: 'État',
    lastRunAt: 'Dernière collecte',
    collected: 'Documents collectés',
    actions: 'Actions',
    accounts: 'Comptes',
  },
  account: {
    host: 'Hôte',
    port: 'Port',
    tls: 'Connexion chiffrée (TLS)',
    login: 'Identifiant',
    password: 'Mot de passe',
    password_kept: 'laisser vide pour garder le mot de passe enregistré',
    folder_imap: 'Dossier IMAP',
    folder_imap_help: 'vide : INBOX',
    folder_files: 'Répertoire distant',
    folder_files_help: 'vide : la racine du serveur',
    namePattern: 'Modèle de nom',
    namePattern_help: '* et ? comme jokers ; vide : *.pdf',
    sender: "L'expéditeur contient",
    subject: "L'objet contient",
    maxAgeDays: 'Âge maximal (jours)',
    maxAgeDays_help: 'vide : sans limite',
    processed_imap: 'Dossier des messages collectés',
    processed_imap_help: 'dossier où déplacer les messages collectés ; vide : marqués comme lus',
    processed_files: 'Dossier des fichiers collectés',
    processed_files_help: 'sous-dossier où déplacer les fichiers collectés ; vide : processed',
    add: 'Ajouter un compte',
    last_run: 'Dernière collecte : %{date}',
    last_error: 'Dernière erreur : %{error}',
    host_key: 'Clé du serveur (SHA-256), retenue à la première collecte\u00a0: %{key}',
  },
  activation: {
    note: "Un abonnement n'est actif qu'avec au moins un compte : sans compte, il est désactivé.",
    none: 'Désactivé : aucun compte',
  },
  /** The protocols' names, the same in every language, for the collector column's search. */
  collector_names: { imap: 'IMAP', sftp: 'SFTP', webdav: 'WebDAV' } satisfies Record<CollectorId, string>,
  intervals: {
    15: 'Toutes les 15 minutes',
    60: 'Toutes les heures',
    360: 'Toutes les 6 heures',
    1440: 'Tous les jours',
  } satisfies Record<(typeof COLLECT_INTERVALS)[number], string>,
  states: {
    OK: 'OK',
    NOT_SUBSCRIBED: 'Non abonné',
    WRONG_IDENTIFIERS: 'Identifiants erronés',
    COLLECT_ERROR: 'Erreur de collecte',
  } satisfies Record<SubscriptionState, string>,
  account_states: {
    NEVER_RUN: 'Jamais collecté',
    OK: 'OK',
    WRONG_IDENTIFIERS: 'Identifiants erronés',
    COLLECT_ERROR: 'Erreur de collecte',
  } satisfies Record<AccountState, string>,
  run_statuses: {
    RUNNING: 'En cours',
    DONE: 'Terminée',
    FAILED: 'En échec',
    INTERRUPTED: 'Interrompue',
  } satisfies Record<RunStatus, string>,
  item_statuses: {
    COLLECTED: 'Collecté',
    DUPLICATE: 'Doublon',
    REFUSED: 'Refusé',
  } satisfies Record<ItemStatus, string>,
  triggers: {
    SCHEDULE: 'Planifiée',
    REQUEST: 'Demandée',
  } satisfies Record<TCollectorRun['trigger'], string>,
  log: {
    title: 'Journal',
    runs: 'Collectes',
    items: 'Éléments rencontrés',
    run_items: 'Collecte du %{date}',
    fields: {
      startedAt: 'Début',
      endedAt: 'Fin',
      status: 'Statut',
      trigger: 'Déclenchement',
      collected: 'Collectés',
      duplicates: 'Doublons',
      refused: 'Refusés',
      error: 'Erreur',
      at: 'Date',
      remoteName: 'Nom distant',
      login: 'Compte',
      document: 'Document',
    },
    open_document: 'Ouvrir le document %{name}',
  },
  actions: {
    collect: 'Collecter maintenant',
    collect_named: 'Collecter maintenant « %{name} »',
    delete_named: 'Supprimer « %{name} »',
  },
  delete: {
    title: "Supprimer l'abonnement « %{name} » ?",
    content: "L'abonnement et ses comptes seront supprimés.",
  },
  notify: {
    collect_requested: 'Collecte demandée',
    collect_failed: "La collecte n'a pas pu être demandée.",
    deleted: 'Abonnement supprimé',
    delete_failed: "L'abonnement n'a pas pu être supprimé.",
    fetch_failed: "Les collecteurs n'ont pas pu être récupérés.",
    saved: 'Abonnement enregistré',
  },
  /** Why an account could not be read, as its user can act on it. */
  failures: {
    wrong_identifiers: "le serveur a refusé l'identifiant ou le mot de passe",
    unreachable: "serveur injoignable : vérifiez l'hôte et le port, ou réessayez plus tard",
    refused: 'le serveur a refusé la demande : vérifiez le dossier et les droits du compte',
    host_key_changed:
      'la clé du serveur a changé depuis la première collecte : si ce changement est voulu, supprimez le compte puis ajoutez-le de nouveau',
    address_not_allowed: 'cet hôte est sur un réseau que les collecteurs ne peuvent pas joindre',
    failed: 'la collecte a échoué ; réessayez plus tard',
  } satisfies Record<CollectFailure, string>,
  errors: {
    collector_host: 'Un nom d’hôte ou une adresse IP, sans protocole ni chemin.',
    collector_folder: 'Un dossier sans caractère de contrôle ni « .. ».',
    collector_password_required: 'Le mot de passe est obligatoire pour un nouveau compte.',
    collector_processing: 'Ce collecteur est en cours de traitement et ne peut pas être supprimé',
    collector_inactive: "Cet abonnement est désactivé ou n'a aucun compte : il ne peut pas être collecté.",
    collector_host_not_allowed:
      "Cet hôte est sur un réseau interne que les collecteurs ne peuvent pas joindre ; l'administrateur du portail peut l'autoriser.",
  } satisfies Record<CollectorErrorCode, string>,
};

export type CollectorMessages = typeof fr;

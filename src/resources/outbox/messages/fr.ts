import type { TOutboxMessage } from '../../../../common/schemas/outbox';

/**
 * The outbox screen' texts in French, the reference: every other language has exactly these keys (the type
 * checker holds them to it). They sit under `resources.<name>` beside react-admin's `name` and `fields`.
 */
export const fr = {
  name: "Boîte d'envoi |||| Boîte d'envoi",
  page: { list: "Boîte d'envoi" },
  empty: "Aucun message envoyé pour l'instant",
  fields: {
    recipient: 'Destinataire',
    subject: 'Objet',
    status: 'État',
    createdAt: 'Créé le',
    sentAt: 'Envoyé le',
    text: 'Message',
    error: 'Erreur',
  },
  secretHidden: 'Ce message contient un lien secret\u00a0: seul son destinataire peut le lire.',
  status: {
    pending: 'En attente',
    sent: 'Envoyé',
    failed: 'Échec',
    held: 'Retenu (pas de serveur de messagerie)',
  } satisfies Record<TOutboxMessage['status'], string>,
};

export type OutboxMessages = typeof fr;

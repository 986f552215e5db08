/**
 * The retention screen's texts in French, the reference: every other language has exactly these keys
 * (the type checker holds them to it).
 */
export const fr = {
  name: 'Conservation |||| Conservation',
  page: { list: 'Documents à purger' },
  empty: 'Aucun document n’arrive au terme de sa conservation',
  fields: {
    fileName: 'Nom du fichier',
    docType: 'Type',
    orgName: 'Organisation',
    retainUntil: 'Conservé jusqu’au',
    held: 'Retenue légale',
  },
  window: 'Échéance',
  windows: {
    '0': 'Purgeables aujourd’hui',
    '30': 'Dans les 30 jours',
    '90': 'Dans les 90 jours',
    '365': 'Dans l’année',
    '1825': 'Dans les 5 ans',
  },
  held: 'Retenu',
  hold: {
    button: 'Retenir %{name}',
    title: 'Retenir le document %{name}',
    intro: 'Une retenue légale empêche la purge de ce document jusqu’à ce qu’elle soit levée.',
    reason: 'Motif',
    confirm: 'Retenir',
    done: 'Document retenu',
    failed: 'La retenue n’a pas pu être posée',
  },
  purge: {
    button: 'Purger maintenant',
    title: 'Purger maintenant\u202f?',
    content:
      'Les documents arrivés au terme de leur conservation et sans retenue légale seront supprimés définitivement. Chaque suppression est consignée.',
    started: 'La purge est lancée\u00a0: chaque suppression est consignée',
    failed: 'La purge n’a pas pu être lancée',
  },
};

export type RetentionMessages = typeof fr;

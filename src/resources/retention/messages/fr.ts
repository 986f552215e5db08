/**
 * The retention screen's texts in French, the reference: every other language has exactly these keys
 * (the type checker holds them to it).
 */
export const fr = {
  name: 'Document à purger |||| Documents à purger',
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
  folder: 'Conservation',
  holds: {
    name: 'Retenue légale |||| Retenues légales',
    page: {
      list: 'Retenues légales',
    },
    empty: 'Aucune retenue légale',
    fields: {
      scope: 'Portée',
      targetName: 'Ce qui est retenu',
      reason: 'Motif',
      setBy: 'Posée par',
      setAt: 'Posée le',
      state: 'État',
    },
    scopes: {
      DOCUMENT: 'Document',
      EMPLOYEE: 'Salarié',
      ORGANIZATION: 'Organisation',
    },
    deleted: '(supprimé)',
    active: 'Active',
    released: 'Levée le %{date} par %{name}',
    release: {
      button: 'Lever la retenue sur %{name}',
      label: 'Lever',
      title: 'Lever la retenue sur %{name}\u202f?',
      content: 'Ce qu’elle protégeait pourra de nouveau être purgé à son échéance.',
      done: 'Retenue levée',
      failed: 'La retenue n’a pas pu être levée',
    },
  },
  purges: {
    name: 'Journal des purges |||| Journal des purges',
    page: {
      list: 'Journal des purges',
    },
    empty: 'Aucun document n’a encore été purgé',
    fields: {
      purgedAt: 'Purgé le',
      fileName: 'Nom du fichier',
      docType: 'Type',
      orgName: 'Organisation',
      rule: 'Règle appliquée',
      retainUntil: 'Échéance',
      sha256: 'Empreinte SHA-256',
    },
  },
};

export type RetentionMessages = typeof fr;

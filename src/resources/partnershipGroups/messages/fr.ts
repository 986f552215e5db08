/** The partnership group screens' texts in French, the reference: every other language has exactly these keys. */
export const fr = {
  name: 'Groupe de partenariats |||| Groupes de partenariats',
  fields: { name: 'Nom', partnershipIds: 'Partenariats' },
};

export type PartnershipGroupMessages = typeof fr;

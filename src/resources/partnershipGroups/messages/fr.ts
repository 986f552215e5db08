/** The partnership group screens' texts in French, the reference: every other language has exactly these keys. */
export const fr = {
  name: 'Groupe de partenariats |||| Groupes de partenariats',
  page: {
    list: 'Groupes de partenariats',
    create: 'Nouveau groupe de partenariats',
    edit: 'Modifier le groupe %{recordRepresentation}',
  },
  empty: "Aucun groupe de partenariats pour l'instant",
  invite: 'Créez-en un pour adresser plusieurs tiers à la fois.',
  fields: { name: 'Nom', partnershipIds: 'Partenariats' },
};

export type PartnershipGroupMessages = typeof fr;

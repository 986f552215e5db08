/**
 * The user group screens' texts in French, the reference: every other language has exactly these keys (the type
 * checker holds them to it). They sit under `resources.<name>` beside react-admin's `name` and `fields`.
 */
export const fr = {
  name: "Groupe d'utilisateurs |||| Groupes d'utilisateurs",
  page: {
    list: "Groupes d'utilisateurs",
    create: "Nouveau groupe d'utilisateurs",
    edit: 'Modifier le groupe %{recordRepresentation}',
  },
  empty: "Aucun groupe d'utilisateurs pour l'instant",
  invite: 'Créez-en un pour attribuer une règle à plusieurs personnes à la fois.',
  description: "Des groupes d'utilisateurs, pour attribuer une règle à plusieurs personnes à la fois.",
  fields: {
    name: 'Nom',
    userIds: 'Membres',
  },
};

export type GroupMessages = typeof fr;

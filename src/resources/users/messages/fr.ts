/**
 * The user screens' texts in French, the reference: every other language has exactly these keys (the type
 * checker holds them to it). They sit under `resources.<name>` beside react-admin's `name` and `fields`.
 */
export const fr = {
  name: 'Utilisateur |||| Utilisateurs',
  page: { list: 'Utilisateurs', create: 'Nouvel utilisateur', edit: "Modifier l'utilisateur %{recordRepresentation}" },
  empty: "Aucun utilisateur pour l'instant",
  invite: 'Créez-en un pour lui ouvrir le portail.',
  description: "Les personnes qui se connectent au portail, leur organisation et les organisations qu'elles voient.",
  fields: {
    login: "Nom d'utilisateur",
    password: 'Mot de passe',
    confirmation: 'Confirmer le mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    userOrgId: 'Organisation',
    visuOrgIds: 'Organisations visibles',
    blocked: 'État',
  },
  phone_help: 'Pour recevoir par SMS ou appel vocal un code de signature oublié',
  phone_invalid: "Un numéro de téléphone\u00a0: chiffres, espaces, points ou tirets, avec + au début s'il le faut",
  blocked: 'Bloqué',
  unblock: 'Débloquer',
  unblocked: 'Le compte est débloqué',
};

export type UserMessages = typeof fr;

/**
 * The employee group screens' texts in French, the reference: every other language has exactly these keys (the type
 * checker holds them to it). They sit under `resources.<name>` beside react-admin's `name` and `fields`.
 */
export const fr = {
  name: 'Groupe de salariés |||| Groupes de salariés',
  page: {
    list: 'Groupes de salariés',
    create: 'Nouveau groupe de salariés',
    edit: 'Modifier le groupe %{recordRepresentation}',
    show: 'Groupe %{recordRepresentation}',
  },
  empty: "Aucun groupe de salariés pour l'instant",
  invite: 'Créez-en un pour viser plusieurs salariés à la fois dans les règles et les envois.',
  fields: {
    name: 'Nom',
    orgId: 'Organisation',
    employees: 'Salariés',
    employeeCount: 'Nombre de salariés',
    createdAt: 'Créé le',
  },
  picker_help: "Tapez un nom ou un matricule\u00a0: des salariés de l'organisation ou de ses sous-organisations",
  picker_no_organization: "Choisissez d'abord l'organisation du groupe",
  organization_groups: 'Groupes de salariés',
  no_groups: 'Aucun groupe de salariés dans cette organisation',
  employee_count: 'Nombre de salariés\u00a0: %{count}',
};

export type EmployeeGroupMessages = typeof fr;

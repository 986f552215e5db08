import type { EmployeeGroupMessages } from './fr';

export const pt: EmployeeGroupMessages = {
  name: 'Grupo de funcionários |||| Grupos de funcionários',
  page: {
    list: 'Grupos de colaboradores',
    create: 'Novo grupo de colaboradores',
    edit: 'Editar o grupo %{recordRepresentation}',
    show: 'Grupo %{recordRepresentation}',
  },
  empty: 'Ainda não há grupos de colaboradores',
  invite: 'Crie um para abranger vários colaboradores ao mesmo tempo em regras e envios.',
  fields: {
    name: 'Nome',
    orgId: 'Organização',
    employees: 'Funcionários',
    employeeCount: 'Número de funcionários',
    createdAt: 'Criado em',
  },
  picker_help:
    'Escreva um nome ou um número de matrícula: funcionários da organização ou de uma das suas suborganizações',
  picker_no_organization: 'Escolha primeiro a organização do grupo',
  organization_groups: 'Grupos de funcionários',
  no_groups: 'Nenhum grupo de funcionários nesta organização',
  employee_count: 'Número de funcionários: %{count}',
};

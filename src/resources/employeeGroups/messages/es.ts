import type { EmployeeGroupMessages } from './fr';

export const es: EmployeeGroupMessages = {
  name: 'Grupo de empleados |||| Grupos de empleados',
  page: {
    list: 'Grupos de empleados',
    create: 'Nuevo grupo de empleados',
    edit: 'Editar el grupo %{recordRepresentation}',
    show: 'Grupo %{recordRepresentation}',
  },
  empty: 'Todavía no hay grupos de empleados',
  invite: 'Cree uno para dirigirse a varios empleados a la vez en reglas y envíos.',
  fields: {
    name: 'Nombre',
    orgId: 'Organización',
    employees: 'Empleados',
    employeeCount: 'Número de empleados',
    createdAt: 'Creado el',
  },
  picker_help:
    'Escriba un nombre o un número de matrícula: empleados de la organización o de una de sus suborganizaciones',
  picker_no_organization: 'Elija primero la organización del grupo',
  organization_groups: 'Grupos de empleados',
  no_groups: 'Ningún grupo de empleados en esta organización',
  employee_count: 'Número de empleados: %{count}',
};

import type { UserMessages } from './fr';

export const es: UserMessages = {
  name: 'Usuario |||| Usuarios',
  description: 'Las personas que inician sesión en el portal, su organización y las organizaciones que ven.',
  fields: {
    login: 'Nombre de usuario',
    password: 'Contraseña',
    confirmation: 'Confirmar la contraseña',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    name: 'Apellidos',
    email: 'Correo electrónico',
    userOrgId: 'Organización',
    visuOrgIds: 'Organizaciones visibles',
    blocked: 'Estado',
  },
  blocked: 'Bloqueado',
  unblock: 'Desbloquear',
  unblocked: 'La cuenta se ha desbloqueado',
};

import type { UserMessages } from './fr';

export const es: UserMessages = {
  name: 'Usuario |||| Usuarios',
  page: { list: 'Usuarios', create: 'Nuevo usuario', edit: 'Editar el usuario %{recordRepresentation}' },
  empty: 'Todavía no hay usuarios',
  invite: 'Cree uno para darle acceso al portal.',
  description: 'Las personas que inician sesión en el portal, su organización y las organizaciones que ven.',
  fields: {
    login: 'Nombre de usuario',
    password: 'Contraseña',
    confirmation: 'Confirmar la contraseña',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    name: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    userOrgId: 'Organización',
    visuOrgIds: 'Organizaciones visibles',
    blocked: 'Estado',
  },
  phone_help: 'Para recibir por SMS o llamada de voz un código de firma olvidado',
  phone_invalid: 'Un número de teléfono: cifras, espacios, puntos o guiones, con + al principio si hace falta',
  blocked: 'Bloqueado',
  unblock: 'Desbloquear',
  unblocked: 'La cuenta se ha desbloqueado',
};

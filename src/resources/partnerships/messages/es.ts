import type { PartnershipMessages } from './fr';

export const es: PartnershipMessages = {
  name: 'Colaboración |||| Colaboraciones',
  count: 'colaboración |||| colaboraciones',
  fields: {
    siret: 'SIRET del tercero',
    name: 'Tercero',
    orgId: 'Organización asociada',
    orgName: 'Organización',
    status: 'Estado',
    groupId: 'Grupo',
    groupName: 'Grupo',
    reference: 'Referencia',
    email: 'Correo del contacto',
    transmissionMode: 'Modo de transmisión',
    city: 'Ciudad',
    createdAt: 'Creada el',
    address: { street: 'Calle', postal: 'Apartado postal', zipCode: 'Código postal', city: 'Ciudad', country: 'País' },
  },
  status: {
    ENABLED: 'Activa',
    DISABLED: 'Desactivada',
    NEEDS_CONTACT_MAIL: 'Falta el correo del contacto',
    NEED_USER_VALIDATION: 'Esperando al contacto',
  },
  transmission: { DEFAULT: 'Por defecto', LINK: 'Enlace de descarga', ATTACHMENT: 'Adjunto por correo' },
  actions: {
    enable: 'Activar',
    disable: 'Desactivar',
    groups: 'Grupos de colaboraciones',
    finalize: 'Finalizar colaboraciones',
  },
  notify: {
    enabled: 'La colaboración está activada.',
    disabled: 'La colaboración está desactivada.',
    status_failed: 'No se pudo cambiar el estado de la colaboración.',
    mail_sent: 'Se ha enviado un enlace de validación a %{email}.',
    mail_failed: 'No se pudo guardar el correo del contacto.',
  },
  errors: {
    siret_unknown: 'No se pudieron obtener datos para este SIRET: compruébelo con el tercero.',
    partnership_exists: 'Esta organización ya tiene una colaboración con este tercero.',
    invalid_reference: 'Este enlace de validación no es válido, ha caducado o ya se usó.',
  },
  create: {
    title: 'Nueva colaboración',
    intro: 'Introduzca el SIRET del tercero: el directorio de establecimientos rellena su nombre y su dirección.',
  },
  contact: {
    title: 'Contacto del tercero',
    help: 'El contacto recibe un enlace para confirmar su dirección; después podrá conectarse para descargar los documentos que se le envían.',
    send: 'Enviar el enlace de validación',
    waiting: 'Enlace enviado a %{email}; esperando su confirmación.',
    validated: 'Contacto confirmado: %{email}.',
  },
  finalize: {
    title: 'Finalización de colaboraciones',
    intro: 'Estas colaboraciones esperan el correo de su contacto o su confirmación.',
    empty: 'Ninguna colaboración requiere su acción.',
    see_created: 'Ver las colaboraciones creadas',
  },
  created: {
    title: 'Colaboraciones creadas',
    intro: 'Las colaboraciones creadas en los últimos siete días, y su situación.',
    empty: 'No se ha creado ninguna colaboración en los últimos siete días.',
  },
  validation: {
    title: 'Confirme su dirección de correo',
    intro: 'Usted es el contacto de esta colaboración: confirme la dirección %{email} para acceder a sus documentos.',
    confirm: 'Confirmar mi dirección',
    invalid: 'Este enlace de validación no es válido, ha caducado o ya se usó. Pida uno nuevo a su socio.',
  },
};

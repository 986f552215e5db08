import type { OutboxMessages } from './fr';

export const es: OutboxMessages = {
  name: 'Bandeja de salida |||| Bandeja de salida',
  page: { list: 'Bandeja de salida' },
  empty: 'Todavía no se ha enviado ningún mensaje',
  fields: {
    recipient: 'Destinatario',
    subject: 'Asunto',
    status: 'Estado',
    createdAt: 'Fecha de creación',
    sentAt: 'Fecha de envío',
    text: 'Mensaje',
    error: 'Error',
  },
  secretHidden: 'Este mensaje contiene un enlace secreto: solo su destinatario puede leerlo.',
  status: {
    pending: 'En espera',
    sent: 'Enviado',
    failed: 'Fallido',
    held: 'Retenido (sin servidor de correo)',
  },
};

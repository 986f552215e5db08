import type { OutboxMessages } from './fr';

export const es: OutboxMessages = {
  name: 'Bandeja de salida |||| Bandeja de salida',
  fields: {
    recipient: 'Destinatario',
    subject: 'Asunto',
    status: 'Estado',
    createdAt: 'Fecha de creación',
    sentAt: 'Fecha de envío',
    text: 'Mensaje',
    error: 'Error',
  },
  status: {
    pending: 'En espera',
    sent: 'Enviado',
    failed: 'Fallido',
    held: 'Retenido (sin servidor de correo)',
  },
};

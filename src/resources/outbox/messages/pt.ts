import type { OutboxMessages } from './fr';

export const pt: OutboxMessages = {
  name: 'Caixa de saída |||| Caixa de saída',
  page: { list: 'Caixa de saída' },
  empty: 'Ainda não foi enviada nenhuma mensagem',
  fields: {
    recipient: 'Destinatário',
    subject: 'Assunto',
    status: 'Estado',
    createdAt: 'Data de criação',
    sentAt: 'Data de envio',
    text: 'Mensagem',
    error: 'Erro',
  },
  secretHidden: 'Esta mensagem contém uma ligação secreta: só o seu destinatário a pode ler.',
  status: {
    pending: 'Em espera',
    sent: 'Enviada',
    failed: 'Falhada',
    held: 'Retida (sem servidor de correio)',
  },
};

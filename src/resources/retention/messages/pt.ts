import type { RetentionMessages } from './fr';

export const pt: RetentionMessages = {
  name: 'Conservação |||| Conservação',
  page: { list: 'Documentos a purgar' },
  empty: 'Nenhum documento chega ao fim da sua conservação',
  fields: {
    fileName: 'Nome do ficheiro',
    docType: 'Tipo',
    orgName: 'Organização',
    retainUntil: 'Conservado até',
    held: 'Retenção legal',
  },
  window: 'Prazo',
  windows: {
    '0': 'Purgáveis hoje',
    '30': 'Nos próximos 30 dias',
    '90': 'Nos próximos 90 dias',
    '365': 'No próximo ano',
    '1825': 'Nos próximos 5 anos',
  },
  held: 'Retido',
  hold: {
    button: 'Reter %{name}',
    title: 'Reter o documento %{name}',
    intro: 'Uma retenção legal impede a purga deste documento até ser levantada.',
    reason: 'Motivo',
    confirm: 'Reter',
    done: 'Documento retido',
    failed: 'Não foi possível aplicar a retenção',
  },
  purge: {
    button: 'Purgar agora',
    title: 'Purgar agora?',
    content:
      'Os documentos no fim da sua conservação e sem retenção legal serão eliminados definitivamente. Cada eliminação fica registada.',
    started: 'A purga começou: cada eliminação fica registada',
    failed: 'Não foi possível iniciar a purga',
  },
};

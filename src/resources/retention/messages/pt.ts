import type { RetentionMessages } from './fr';

export const pt: RetentionMessages = {
  name: 'Documento a eliminar |||| Documentos a eliminar',
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
  folder: 'Conservação',
  holds: {
    name: 'Retenção legal |||| Retenções legais',
    page: {
      list: 'Retenções legais',
    },
    empty: 'Nenhuma retenção legal',
    fields: {
      scope: 'Âmbito',
      targetName: 'O que está retido',
      reason: 'Motivo',
      setBy: 'Definida por',
      setAt: 'Definida em',
      state: 'Estado',
    },
    scopes: {
      DOCUMENT: 'Documento',
      EMPLOYEE: 'Colaborador',
      ORGANIZATION: 'Organização',
    },
    deleted: '(eliminado)',
    active: 'Ativa',
    released: 'Levantada em %{date} por %{name}',
    release: {
      button: 'Levantar a retenção sobre %{name}',
      label: 'Levantar',
      title: 'Levantar a retenção sobre %{name}?',
      content: 'O que protegia poderá voltar a ser eliminado no seu prazo.',
      done: 'Retenção levantada',
      failed: 'Não foi possível levantar a retenção',
    },
  },
  purges: {
    name: 'Registo de eliminações |||| Registo de eliminações',
    page: {
      list: 'Registo de eliminações',
    },
    empty: 'Ainda nenhum documento foi eliminado',
    fields: {
      purgedAt: 'Eliminado em',
      fileName: 'Nome do ficheiro',
      docType: 'Tipo',
      orgName: 'Organização',
      rule: 'Regra aplicada',
      retainUntil: 'Prazo',
      sha256: 'Impressão SHA-256',
    },
  },
};

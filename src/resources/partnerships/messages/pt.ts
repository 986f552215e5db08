import type { PartnershipMessages } from './fr';

export const pt: PartnershipMessages = {
  name: 'Parceria |||| Parcerias',
  count: 'parceria |||| parcerias',
  fields: {
    siret: 'SIRET do terceiro',
    name: 'Terceiro',
    orgId: 'Organização parceira',
    orgName: 'Organização',
    status: 'Estado',
    groupId: 'Grupo',
    groupName: 'Grupo',
    reference: 'Referência',
    email: 'E-mail do contacto',
    transmissionMode: 'Modo de transmissão',
    city: 'Cidade',
    createdAt: 'Criada em',
    address: { street: 'Rua', postal: 'Apartado', zipCode: 'Código postal', city: 'Cidade', country: 'País' },
  },
  status: {
    ENABLED: 'Ativa',
    DISABLED: 'Desativada',
    NEEDS_CONTACT_MAIL: 'Falta o e-mail do contacto',
    NEED_USER_VALIDATION: 'À espera do contacto',
  },
  transmission: { DEFAULT: 'Predefinido', LINK: 'Ligação de transferência', ATTACHMENT: 'Anexo por e-mail' },
  actions: {
    enable: 'Ativar',
    disable: 'Desativar',
    groups: 'Grupos de parcerias',
    finalize: 'Finalizar parcerias',
  },
  notify: {
    enabled: 'A parceria está ativada.',
    disabled: 'A parceria está desativada.',
    status_failed: 'Não foi possível alterar o estado da parceria.',
    mail_sent: 'Foi enviada uma ligação de validação para %{email}.',
    mail_failed: 'Não foi possível guardar o e-mail do contacto.',
  },
  errors: {
    siret_unknown: 'Não foi possível obter dados para este SIRET: confirme-o com o terceiro.',
    partnership_exists: 'Esta organização já tem uma parceria com este terceiro.',
    invalid_reference: 'Esta ligação de validação é inválida, expirou ou já foi usada.',
  },
  create: {
    title: 'Nova parceria',
    intro: 'Introduza o SIRET do terceiro: o diretório de estabelecimentos preenche o nome e a morada.',
  },
  contact: {
    title: 'Contacto do terceiro',
    help: 'O contacto recebe uma ligação para confirmar o endereço; depois poderá entrar para transferir os documentos que lhe são enviados.',
    send: 'Enviar a ligação de validação',
    waiting: 'Ligação enviada para %{email}; à espera da confirmação.',
    validated: 'Contacto confirmado: %{email}.',
  },
  finalize: {
    title: 'Finalização de parcerias',
    intro: 'Estas parcerias esperam o e-mail do contacto ou a sua confirmação.',
    empty: 'Nenhuma parceria precisa da sua ação.',
    see_created: 'Ver as parcerias criadas',
  },
  created: {
    title: 'Parcerias criadas',
    intro: 'As parcerias criadas nos últimos sete dias, e o seu estado.',
    empty: 'Nenhuma parceria foi criada nos últimos sete dias.',
  },
  validation: {
    title: 'Confirme o seu endereço de e-mail',
    intro: 'É o contacto desta parceria: confirme o endereço %{email} para aceder aos seus documentos.',
    confirm: 'Confirmar o meu endereço',
    invalid: 'Esta ligação de validação é inválida, expirou ou já foi usada. Peça uma nova ao seu parceiro.',
  },
};

import type { OrganizationMessages } from './fr';

export const pt: OrganizationMessages = {
  name: 'Organização |||| Organizações',
  page: {
    list: 'Organizações',
    create: 'Nova organização',
    show: '%{recordRepresentation}',
    edit: 'Editar %{recordRepresentation}',
  },
  empty: 'Ainda não há organizações',
  invite: 'Crie uma a partir do seu SIRET.',
  fields: {
    parentId: 'Organização superior',
    address: {
      street: 'Rua',
      postal: 'Apartado',
      zipCode: 'Código postal',
      city: 'Localidade',
      country: 'País',
      phone: 'Telefone',
    },
    distribution: 'Distribuição',
    invoicingLogin: 'Utilizador de faturação',
    invoicingPassword: 'Palavra-passe de faturação',
    clearInvoicingPassword: 'Eliminar a palavra-passe guardada',
    hasInvoicingPassword: 'Palavra-passe guardada',
    ancestors: 'Posição na hierarquia',
    conf: {
      transmissionMode: 'Modo de transmissão',
      receptionMode: 'Modo de receção',
      docTypes: 'Tipos de documento',
      extraOptions: {
        specificCSSUrl: 'Folha de estilos específica',
      },
    },
    name: 'Nome',
    siret: 'SIRET',
    parentName: 'Organização superior',
    zipCode: 'Código postal',
    city: 'Localidade',
    kind: 'Tipo',
    createdAt: 'Data de criação',
  },
  kinds: {
    root: 'Raiz',
    child: 'Suborganização',
  },
  errors_title: 'Não é possível guardar a organização:',
  postal_help: 'Distribuição especial: BP, CS, TSA…',
  invoicing: 'Portal de faturação (Chorus Pro)',
  password_encrypted: 'Guardada de forma cifrada; nunca mais é apresentada.',
  password_kept: 'Está guardada uma palavra-passe (cifrada). Deixe o campo em branco para a manter.',
  css_help:
    'Um endereço https; a folha de estilos é carregada após o início de sessão para os utilizadores desta organização.',
  distribution: {
    AUTOMATIC: 'Automática',
    WITH_VALIDATION: 'Com validação',
  },
  transmission: {
    DEFAULT: 'Predefinido',
    LINK: 'Ligação para transferência',
    ATTACHMENT: 'Anexo por e-mail',
  },
  reception: {
    EMITTER_CHOICE: 'À escolha do emissor',
    LINK: 'Ligação',
    ATTACHMENT: 'Anexo',
  },
  tabs: {
    identity: 'Identidade',
    address: 'Morada',
    invoicing: 'Distribuição e faturação',
    configuration: 'Configuração',
  },
  siret_search: {
    title: 'Encontrar o estabelecimento pelo SIRET',
    intro: 'O diretório de estabelecimentos franceses preenche o nome e a morada por si.',
    search: 'Pesquisar',
    not_found:
      'Não foi encontrado nenhum estabelecimento com este SIRET. Pode continuar e preencher os dados da organização manualmente.',
    continue: 'Continuar manualmente',
    skip: 'Ignorar a pesquisa e preencher manualmente',
    failed: 'Não foi possível consultar o diretório. Tente novamente ou preencha os dados manualmente.',
  },
};

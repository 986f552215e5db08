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
      bpeNotStated: 'Funcionários sem acordo BPE indicado',
      dispatchSignature: 'Confirmar cada envio com o código de assinatura do emissor',
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
  bpe_not_stated: {
    ELECTRONIC: 'Eletrónico (modo de transmissão; conta pessoal por omissão)',
    PAPER: 'Papel',
  },
  bpe_not_stated_help:
    'A lei faz do envio eletrónico a regra, com direito de oposição do funcionário; uma recusa vai sempre em papel.',
  reception: {
    EMITTER_CHOICE: 'À escolha do emissor',
    LINK: 'Ligação',
    ATTACHMENT: 'Anexo',
  },
  retention: {
    intro:
      'Durante quanto tempo o cofre guarda cada tipo de documento, para esta organização e as que dela dependem. Os recibos de vencimento ficam disponíveis ao trabalhador 50 anos ou até aos seus 75 anos (Código do Trabalho francês, D.3243-8).',
    own: 'Escolher para esta organização',
    rule: 'Prazo de conservação',
    years: 'Número de anos',
    age: 'Idade do trabalhador',
    rules: {
      FIFTY_YEARS: '50 anos após o depósito',
      UNTIL_AGE: 'Até uma idade do trabalhador',
      AFTER_DEPARTURE: 'Anos após a saída do trabalhador',
      AFTER_DEPOSIT: 'Anos após o depósito',
      KEEP: 'Sem limite de tempo',
    },
    said: {
      FIFTY_YEARS: '50 anos após o depósito',
      UNTIL_AGE: 'Até aos %{age} anos do trabalhador',
      AFTER_DEPARTURE:
        '%{smart_count} ano após a saída do trabalhador |||| %{smart_count} anos após a saída do trabalhador',
      AFTER_DEPOSIT: '%{smart_count} ano após o depósito |||| %{smart_count} anos após o depósito',
      KEEP: 'Sem limite de tempo',
    },
    source: {
      OWN: 'escolhido para esta organização',
      INHERITED: 'herdado de %{name}',
      INHERITED_UNNAMED: 'herdado de uma organização superior',
      DEFAULT: 'por omissão',
    },
  },
  tabs: {
    retention: 'Conservação',
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

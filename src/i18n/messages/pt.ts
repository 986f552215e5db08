import type { AppMessages } from './types';

export const pt: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: { home: 'Início', back_home: 'Voltar ao início', maintenance: 'Manutenção', open_menu: 'Abrir o menu' },
    breadcrumb: { label: 'Está aqui' },
    user_menu: { language: 'Idioma', language_changed: 'O portal está agora em %{language}' },
    login: {
      title: 'Acesso ao seu portal',
      username: 'Nome de utilizador',
      password: 'Palavra-passe',
      submit: 'Iniciar sessão',
      forgotten_password: 'Esqueceu-se da palavra-passe?',
    },
    home: { welcome: 'Bem-vindo/a, %{name}', intro: 'O seu portal de documentos de gestão e de RH.' },
    maintenance: {
      title: 'Manutenção',
      message:
        'O portal está em manutenção. Alguns serviços podem estar indisponíveis durante um breve período. Obrigado pela sua paciência.',
    },
    loading: 'A carregar…',
    error: {
      VALIDATION_ERROR: 'Verifique as informações introduzidas',
      INVALID_JSON: 'Não foi possível ler o pedido',
      PAYLOAD_TOO_LARGE: 'O ficheiro ou os dados enviados são demasiado grandes',
      UNSUPPORTED_MEDIA_TYPE: 'Este tipo de conteúdo não é aceite',
      UNAUTHENTICATED: 'A sua sessão expirou, inicie sessão novamente',
      INVALID_CREDENTIALS: 'Nome de utilizador ou palavra-passe incorretos',
      FORBIDDEN: 'Não tem autorização para realizar esta ação',
      NOT_FOUND: 'Este elemento não existe ou não tem acesso a ele',
      TOO_MANY_REQUESTS: 'Demasiadas tentativas, aguarde um momento',
      INTERNAL_ERROR: 'Ocorreu um erro inesperado, tente novamente',
      SERVICE_UNAVAILABLE: 'O serviço está temporariamente indisponível',
      TIMEOUT: 'O servidor demorou demasiado tempo a responder',
      NETWORK: 'Não é possível contactar o servidor, verifique a sua ligação',
      UNSUPPORTED_CALL: 'Esta ação não está disponível',
    },
  },
};

import type { AppMessages } from './types';

export const pt: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: {
      home: 'Início',
      back_home: 'Voltar ao início',
      maintenance: 'Manutenção',
      open_menu: 'Abrir o menu',
      outbox: 'Caixa de saída',
    },
    breadcrumb: { label: 'Está aqui' },
    user_menu: { language: 'Idioma', language_changed: 'O portal está agora em %{language}' },
    login: {
      title: 'Acesso ao seu portal',
      username: 'Nome de utilizador',
      password: 'Palavra-passe',
      submit: 'Iniciar sessão',
      forgotten_password: 'Esqueceu-se da palavra-passe?',
      expired: 'A sua sessão expirou, inicie sessão novamente.',
      blocked:
        'A sua conta está bloqueada após demasiadas tentativas de início de sessão falhadas. Escolha uma nova palavra-passe através de «Esqueceu-se da palavra-passe?» para a desbloquear ou contacte o seu administrador.',
      sso_failed: 'Não foi possível concluir o início de sessão único. Tente novamente.',
      sso_unknown:
        'A sua conta de início de sessão único não é reconhecida por este portal. Contacte o seu administrador.',
      sso_button: 'Entrar com o início de sessão único',
      guest: 'Verifique o seu nome de utilizador e, em seguida, inicie sessão.',
    },
    forgotten: {
      title: 'Palavra-passe esquecida',
      intro:
        'Introduza o seu nome de utilizador. Se a conta existir, enviaremos por e-mail uma ligação para escolher uma nova palavra-passe.',
      login: 'Nome de utilizador',
      submit: 'Enviar a ligação',
      sent: 'Se esta conta existir, foi enviada uma ligação para o respetivo endereço de e-mail. É válida durante uma hora e só pode ser utilizada uma vez.',
      back: 'Voltar ao início de sessão',
    },
    reset: {
      title: 'Escolher uma nova palavra-passe',
      password: 'Nova palavra-passe',
      confirmation: 'Confirmar a nova palavra-passe',
      submit: 'Guardar a palavra-passe',
      done: 'A sua palavra-passe foi alterada. Já pode iniciar sessão.',
      rule: 'Pelo menos 8 caracteres, incluindo uma letra maiúscula, um algarismo e um caráter especial.',
    },
    your_files: {
      title: 'Bem-vindo/a ao seu espaço de documentos',
      intro:
        'Antes de aceder aos seus ficheiros, escolha a sua própria palavra-passe e aceite os termos de utilização.',
      password: 'A sua palavra-passe',
      confirmation: 'Confirme a sua palavra-passe',
      terms: 'Aceito os termos de utilização',
      terms_text:
        'Os seus documentos são conservados no seu espaço pessoal durante o período exigido por lei. Só são visíveis para si e para as pessoas autorizadas pela sua organização. Pode transferi-los a qualquer momento.',
      submit: 'Finalizar a minha conta',
      done: 'A sua conta está pronta.',
    },
    autologin: { working: 'A iniciar sessão…' },
    validation: {
      password_rule: 'A palavra-passe não cumpre os requisitos mínimos',
      confirmation_mismatch: 'As duas palavras-passe não coincidem',
    },
    outbox: {
      status: { pending: 'Em espera', sent: 'Enviada', failed: 'Falhada', held: 'Retida (sem servidor de correio)' },
      empty: 'Ainda não há mensagens',
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
      ACCOUNT_BLOCKED: 'Esta conta está bloqueada após demasiadas tentativas de início de sessão falhadas',
      ACCOUNT_NOT_FINALISED: 'Finalize primeiro a sua conta',
      WRONG_PASSWORD: 'A palavra-passe atual está incorreta',
      INVALID_RESET_LINK: 'Esta ligação expirou ou já foi utilizada. Peça uma nova.',
      CONFLICT: 'Esta operação já foi efetuada',
    },
  },
  resources: {
    outbox: {
      name: 'Caixa de saída |||| Caixa de saída',
      fields: {
        recipient: 'Destinatário',
        subject: 'Assunto',
        status: 'Estado',
        createdAt: 'Data de criação',
        sentAt: 'Data de envio',
        text: 'Mensagem',
        error: 'Erro',
      },
    },
  },
};

import type { AppMessages } from './types';

export const es: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: {
      home: 'Inicio',
      back_home: 'Volver al inicio',
      maintenance: 'Mantenimiento',
      open_menu: 'Abrir el menú',
      outbox: 'Bandeja de salida',
    },
    breadcrumb: { label: 'Está aquí' },
    user_menu: { language: 'Idioma', language_changed: 'El portal está ahora en %{language}' },
    login: {
      title: 'Acceso a su portal',
      username: 'Nombre de usuario',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      forgotten_password: '¿Ha olvidado su contraseña?',
      expired: 'Su sesión ha caducado, vuelva a iniciar sesión.',
      blocked:
        'Su cuenta está bloqueada tras demasiados intentos fallidos de inicio de sesión. Elija una nueva contraseña mediante «¿Ha olvidado su contraseña?» para desbloquearla o póngase en contacto con su administrador.',
      sso_failed: 'No se ha podido completar el inicio de sesión único. Inténtelo de nuevo.',
      sso_unknown:
        'Su cuenta de inicio de sesión único no está registrada en este portal. Póngase en contacto con su administrador.',
      sso_button: 'Acceder con inicio de sesión único',
      guest: 'Compruebe su nombre de usuario e inicie sesión.',
    },
    forgotten: {
      title: 'Contraseña olvidada',
      intro:
        'Introduzca su nombre de usuario. Si la cuenta existe, le enviaremos por correo electrónico un enlace para elegir una nueva contraseña.',
      login: 'Nombre de usuario',
      submit: 'Enviar el enlace',
      sent: 'Si esta cuenta existe, se ha enviado un enlace a su dirección de correo electrónico. Es válido durante una hora y solo puede utilizarse una vez.',
      back: 'Volver al inicio de sesión',
    },
    reset: {
      title: 'Elegir una nueva contraseña',
      password: 'Nueva contraseña',
      confirmation: 'Confirmar la nueva contraseña',
      submit: 'Guardar la contraseña',
      done: 'Su contraseña se ha cambiado. Ya puede iniciar sesión.',
      rule: 'Al menos 8 caracteres, entre ellos una mayúscula, un número y un carácter especial.',
    },
    your_files: {
      title: 'Bienvenido/a a su espacio de documentos',
      intro: 'Antes de acceder a sus archivos, elija su propia contraseña y acepte las condiciones de uso.',
      password: 'Su contraseña',
      confirmation: 'Confirme su contraseña',
      terms: 'Acepto las condiciones de uso',
      terms_text:
        'Sus documentos se conservan en su espacio personal durante el tiempo que exija la ley. Solo pueden verlos usted y las personas autorizadas por su organización. Puede descargarlos en cualquier momento.',
      submit: 'Finalizar mi cuenta',
      done: 'Su cuenta está lista.',
    },
    autologin: { working: 'Iniciando sesión…' },
    validation: {
      password_rule: 'La contraseña no cumple los requisitos mínimos',
      confirmation_mismatch: 'Las dos contraseñas no coinciden',
    },
    outbox: {
      status: { pending: 'En espera', sent: 'Enviado', failed: 'Fallido', held: 'Retenido (sin servidor de correo)' },
      empty: 'Todavía no hay mensajes',
    },
    home: { welcome: 'Bienvenido/a, %{name}', intro: 'Su portal de documentos de gestión y de RR. HH.' },
    maintenance: {
      title: 'Mantenimiento',
      message:
        'El portal está en mantenimiento. Algunos servicios pueden no estar disponibles durante un breve periodo. Gracias por su paciencia.',
    },
    loading: 'Cargando…',
    error: {
      VALIDATION_ERROR: 'Compruebe los datos introducidos',
      INVALID_JSON: 'No se ha podido leer la solicitud',
      PAYLOAD_TOO_LARGE: 'El archivo o los datos enviados son demasiado grandes',
      UNSUPPORTED_MEDIA_TYPE: 'Este tipo de contenido no se admite',
      UNAUTHENTICATED: 'Su sesión ha caducado, vuelva a iniciar sesión',
      INVALID_CREDENTIALS: 'Nombre de usuario o contraseña incorrectos',
      FORBIDDEN: 'No tiene permiso para realizar esta acción',
      NOT_FOUND: 'Este elemento no existe o no tiene acceso a él',
      TOO_MANY_REQUESTS: 'Demasiados intentos, espere un momento',
      INTERNAL_ERROR: 'Se ha producido un error inesperado, inténtelo de nuevo',
      SERVICE_UNAVAILABLE: 'El servicio no está disponible temporalmente',
      TIMEOUT: 'El servidor ha tardado demasiado en responder',
      NETWORK: 'No se puede acceder al servidor, compruebe su conexión',
      UNSUPPORTED_CALL: 'Esta acción no está disponible',
      ACCOUNT_BLOCKED: 'Esta cuenta está bloqueada tras demasiados intentos fallidos de inicio de sesión',
      ACCOUNT_NOT_FINALISED: 'Finalice primero su cuenta',
      WRONG_PASSWORD: 'La contraseña actual es incorrecta',
      INVALID_RESET_LINK: 'Este enlace ha caducado o ya se ha utilizado. Solicite uno nuevo.',
      CONFLICT: 'Esta operación ya se ha realizado',
    },
  },
  resources: {
    outbox: {
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
    },
  },
};

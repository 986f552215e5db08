import type { AppMessages } from './types';

export const es: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: { home: 'Inicio', back_home: 'Volver al inicio', maintenance: 'Mantenimiento', open_menu: 'Abrir el menú' },
    breadcrumb: { label: 'Está aquí' },
    user_menu: { language: 'Idioma', language_changed: 'El portal está ahora en %{language}' },
    login: {
      title: 'Acceso a su portal',
      username: 'Nombre de usuario',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      forgotten_password: '¿Ha olvidado su contraseña?',
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
    },
  },
};

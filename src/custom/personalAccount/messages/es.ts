import type { PersonalAccountMessages } from './fr';

export const es: PersonalAccountMessages = {
  activate: {
    title: 'Activar mi cuenta',
    link: 'He recibido un código de activación',
    intro:
      'Introduzca el usuario y el código de activación de su carta o de su correo electrónico. Después elegirá su contraseña.',
    login: 'Usuario',
    code: 'Código de activación',
    code_help: 'Por ejemplo ABCD-EFGH-JKLM',
    submit: 'Activar',
  },
  my_documents: {
    title: 'Mis documentos',
    empty: 'Todavía no tiene ningún documento. Aparecerán aquí en cuanto su empleador los deposite.',
    download_all: 'Descargar todos mis documentos',
    download_all_failed: 'No se han podido descargar sus documentos. Inténtelo de nuevo.',
  },
  bulk: {
    create_accounts: 'Crear las cuentas',
    letters: 'Cartas de activación',
    remind: 'Recordar',
    accounts_created:
      '%{smart_count} cuenta creada (ya creadas: %{skipped}). |||| %{smart_count} cuentas creadas (ya creadas: %{skipped}).',
    letters_ready:
      '%{smart_count} carta de activación descargada (cuentas ya finalizadas: %{skipped}). |||| %{smart_count} cartas de activación descargadas (cuentas ya finalizadas: %{skipped}).',
    reminded:
      '%{smart_count} recordatorio enviado; omitidos: %{skipped} (sin cuenta o sin correo, cuenta finalizada o ya recordado hoy). |||| %{smart_count} recordatorios enviados; omitidos: %{skipped} (sin cuenta o sin correo, cuenta finalizada o ya recordado hoy).',
  },
};

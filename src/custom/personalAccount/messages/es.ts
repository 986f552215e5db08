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
  },
  bulk: {
    create_accounts: 'Crear las cuentas',
    letters: 'Cartas de activación',
    remind: 'Recordar',
    accounts_created: '%{smart_count} cuenta creada. |||| %{smart_count} cuentas creadas.',
    letters_ready:
      '%{smart_count} carta de activación descargada. |||| %{smart_count} cartas de activación descargadas.',
    reminded: '%{smart_count} recordatorio enviado. |||| %{smart_count} recordatorios enviados.',
    skipped:
      '%{smart_count} empleado omitido (cuenta ya creada o finalizada, sin cuenta ni correo, o ya recordado hoy). |||| %{smart_count} empleados omitidos (cuenta ya creada o finalizada, sin cuenta ni correo, o ya recordados hoy).',
  },
};

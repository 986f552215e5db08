import type { RetentionMessages } from './fr';

export const es: RetentionMessages = {
  name: 'Documento por purgar |||| Documentos por purgar',
  page: { list: 'Documentos por purgar' },
  empty: 'Ningún documento llega al final de su conservación',
  fields: {
    fileName: 'Nombre del archivo',
    docType: 'Tipo',
    orgName: 'Organización',
    retainUntil: 'Conservado hasta',
    held: 'Retención legal',
  },
  window: 'Vencimiento',
  windows: {
    '0': 'Purgables hoy',
    '30': 'En 30 días',
    '90': 'En 90 días',
    '365': 'En un año',
    '1825': 'En 5 años',
  },
  held: 'Retenido',
  hold: {
    button: 'Retener %{name}',
    title: 'Retener el documento %{name}',
    intro: 'Una retención legal impide purgar este documento hasta que se levante.',
    reason: 'Motivo',
    confirm: 'Retener',
    done: 'Documento retenido',
    failed: 'No se pudo aplicar la retención',
  },
  purge: {
    button: 'Purgar ahora',
    title: '¿Purgar ahora?',
    content:
      'Los documentos al final de su conservación y sin retención legal se eliminarán definitivamente. Cada eliminación queda registrada.',
    started: 'La purga ha comenzado: cada eliminación queda registrada',
    failed: 'No se pudo iniciar la purga',
  },
  folder: 'Conservación',
  holds: {
    name: 'Retención legal |||| Retenciones legales',
    page: {
      list: 'Retenciones legales',
    },
    empty: 'Ninguna retención legal',
    fields: {
      scope: 'Alcance',
      targetName: 'Lo retenido',
      reason: 'Motivo',
      setBy: 'Puesta por',
      setAt: 'Puesta el',
      state: 'Estado',
    },
    scopes: {
      DOCUMENT: 'Documento',
      EMPLOYEE: 'Empleado',
      ORGANIZATION: 'Organización',
    },
    deleted: '(eliminado)',
    active: 'Activa',
    released: 'Levantada el %{date} por %{name}',
    release: {
      button: 'Levantar la retención sobre %{name}',
      label: 'Levantar',
      title: '¿Levantar la retención sobre %{name}?',
      content: 'Lo que protegía podrá purgarse de nuevo a su vencimiento.',
      done: 'Retención levantada',
      failed: 'No se pudo levantar la retención',
    },
  },
  purges: {
    name: 'Registro de purgas |||| Registro de purgas',
    page: {
      list: 'Registro de purgas',
    },
    empty: 'Aún no se ha purgado ningún documento',
    fields: {
      purgedAt: 'Purgado el',
      fileName: 'Nombre del archivo',
      docType: 'Tipo',
      orgName: 'Organización',
      rule: 'Regla aplicada',
      retainUntil: 'Vencimiento',
      sha256: 'Huella SHA-256',
    },
  },
};

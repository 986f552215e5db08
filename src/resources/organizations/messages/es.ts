import type { OrganizationMessages } from './fr';

export const es: OrganizationMessages = {
  name: 'Organización |||| Organizaciones',
  page: {
    list: 'Organizaciones',
    create: 'Nueva organización',
    show: '%{recordRepresentation}',
    edit: 'Editar %{recordRepresentation}',
  },
  empty: 'Todavía no hay organizaciones',
  invite: 'Cree una a partir de su SIRET.',
  fields: {
    parentId: 'Organización superior',
    address: {
      street: 'Calle',
      postal: 'Apartado de correos',
      zipCode: 'Código postal',
      city: 'Ciudad',
      country: 'País',
      phone: 'Teléfono',
    },
    distribution: 'Distribución',
    invoicingLogin: 'Usuario de facturación',
    invoicingPassword: 'Contraseña de facturación',
    clearInvoicingPassword: 'Eliminar la contraseña guardada',
    hasInvoicingPassword: 'Contraseña guardada',
    ancestors: 'Ubicación en la jerarquía',
    conf: {
      transmissionMode: 'Modo de transmisión',
      receptionMode: 'Modo de recepción',
      docTypes: 'Tipos de documento',
      bpeNotStated: 'Empleados sin acuerdo BPE indicado',
      dispatchSignature: 'Confirmar cada envío con el código de firma del emisor',
      extraOptions: {
        specificCSSUrl: 'Hoja de estilos específica',
      },
    },
    name: 'Nombre',
    siret: 'SIRET',
    parentName: 'Organización superior',
    zipCode: 'Código postal',
    city: 'Ciudad',
    kind: 'Tipo',
    createdAt: 'Fecha de creación',
  },
  kinds: {
    root: 'Raíz',
    child: 'Suborganización',
  },
  errors_title: 'No se puede guardar la organización:',
  postal_help: 'Distribución especial: BP, CS, TSA…',
  invoicing: 'Portal de facturación (Chorus Pro)',
  password_encrypted: 'Se guarda cifrada; no se vuelve a mostrar nunca.',
  password_kept: 'Hay una contraseña guardada (cifrada). Deje el campo vacío para conservarla.',
  css_help:
    'Una dirección https; la hoja de estilos se carga tras el inicio de sesión para los usuarios de esta organización.',
  distribution: {
    AUTOMATIC: 'Automática',
    WITH_VALIDATION: 'Con validación',
  },
  transmission: {
    DEFAULT: 'Predeterminado',
    LINK: 'Enlace de descarga',
    ATTACHMENT: 'Adjunto por correo electrónico',
  },
  bpe_not_stated: {
    ELECTRONIC: 'Electrónico (modo de transmisión; cuenta personal por defecto)',
    PAPER: 'Papel',
  },
  bpe_not_stated_help:
    'La ley hace del envío electrónico la regla, con derecho de oposición del empleado; un rechazo siempre va en papel.',
  reception: {
    EMITTER_CHOICE: 'A elección del emisor',
    LINK: 'Enlace',
    ATTACHMENT: 'Adjunto',
  },
  retention: {
    intro:
      'Cuánto tiempo guarda la caja fuerte cada tipo de documento, para esta organización y las que dependen de ella. Las nóminas quedan disponibles para el empleado 50 años o hasta sus 75 años (Código de Trabajo francés, D.3243-8).',
    own: 'Elegir para esta organización',
    rule: 'Duración de conservación',
    years: 'Número de años',
    age: 'Edad del empleado',
    rules: {
      FIFTY_YEARS: '50 años tras el depósito',
      UNTIL_AGE: 'Hasta una edad del empleado',
      AFTER_DEPARTURE: 'Años tras la salida del empleado',
      AFTER_DEPOSIT: 'Años tras el depósito',
      KEEP: 'Sin límite de tiempo',
    },
    said: {
      FIFTY_YEARS: '50 años tras el depósito',
      UNTIL_AGE: 'Hasta los %{age} años del empleado',
      AFTER_DEPARTURE:
        '%{smart_count} año tras la salida del empleado |||| %{smart_count} años tras la salida del empleado',
      AFTER_DEPOSIT: '%{smart_count} año tras el depósito |||| %{smart_count} años tras el depósito',
      KEEP: 'Sin límite de tiempo',
    },
    source: {
      OWN: 'elegido para esta organización',
      INHERITED: 'heredado de %{name}',
      INHERITED_UNNAMED: 'heredado de una organización superior',
      DEFAULT: 'por defecto',
    },
  },
  tabs: {
    retention: 'Conservación',
    identity: 'Identidad',
    address: 'Dirección',
    invoicing: 'Distribución y facturación',
    configuration: 'Configuración',
  },
  siret_search: {
    title: 'Buscar el establecimiento por su SIRET',
    intro: 'El directorio de establecimientos franceses rellena el nombre y la dirección por usted.',
    search: 'Buscar',
    not_found:
      'No se ha encontrado ningún establecimiento con este SIRET. Puede continuar e introducir los datos de la organización manualmente.',
    continue: 'Continuar manualmente',
    skip: 'Omitir la búsqueda e introducir los datos manualmente',
    failed: 'No se ha podido consultar el directorio. Inténtelo de nuevo o introduzca los datos manualmente.',
  },
};

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
  reception: {
    EMITTER_CHOICE: 'A elección del emisor',
    LINK: 'Enlace',
    ATTACHMENT: 'Adjunto',
  },
  tabs: {
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

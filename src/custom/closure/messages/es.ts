import type { ClosureMessages } from './fr';

export const es: ClosureMessages = {
  banner: 'El servicio cerrará el %{day}. Descargue sus documentos antes de esa fecha.',
  download: 'Descargar todos mis documentos',
  title: 'Cierre del servicio',
  intro:
    'Anuncie el cierre del servicio con al menos tres meses de antelación (Código de Trabajo francés, D.3243-8): cada titular de una cuenta personal recibe un correo, y cada pantalla lo muestra hasta ese día.',
  closes_on: 'Último día del servicio',
  announce: 'Anunciar el cierre',
  announced: 'Cierre anunciado: cada titular de cuenta recibe un correo',
  announced_by: 'Anunciado el %{date} por %{name}',
  withdraw: 'Retirar el anuncio',
  withdrawn: 'Anuncio retirado',
  failed: 'No se pudo guardar el anuncio',
  too_soon: 'Al menos tres meses a partir de hoy',
  none: 'No hay ningún cierre anunciado.',
};

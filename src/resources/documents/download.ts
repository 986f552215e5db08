import type { DownloadedFile } from './calls';

/** The browser saves the file as it would a link's. */
export const saveFile = ({ blob, fileName }: DownloadedFile) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

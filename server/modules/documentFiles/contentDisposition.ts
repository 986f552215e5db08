/**
 * `attachment` with the file's name: an ASCII fallback in `filename` (quotes, backslashes and
 * control characters replaced) and the exact name in `filename*` (RFC 5987, UTF-8, percent-encoded).
 */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

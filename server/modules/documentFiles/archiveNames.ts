/**
 * Names for a zip's entries from documents' file names: no directory (separators become '_', no
 * `.` or `..`), no control character, not empty, and unique (a repeated name gets " (2)", " (3)"…
 * before its extension).
 */
export const archiveEntryNames = (fileNames: string[]): string[] => {
  const taken = new Set<string>();
  return fileNames.map((fileName) => {
    const safe =
      fileName
        .replace(/[\p{Cc}\p{Cf}]/gu, '')
        .replace(/[/\\:]/g, '_')
        .replace(/\.{2,}/g, '.')
        .replace(/^[.\s]+/, '')
        .trim()
        .slice(0, 200) || 'document.pdf';
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let name = safe;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
};

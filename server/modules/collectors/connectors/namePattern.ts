const DEFAULT_PATTERN = '*.pdf';

/**
 * A case-insensitive test of a name against a glob of `*` and `?` ('' is '*.pdf'). Our own few lines rather than
 * picomatch or minimatch: those are only in node_modules as other packages' dependencies, and names need no more.
 */
export const nameMatcher = (pattern: string): ((name: string) => boolean) => {
  const source = [...(pattern.trim() || DEFAULT_PATTERN)]
    .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[\\^$.|+()[\]{}]/g, '\\$&')))
    .join('');
  const glob = new RegExp(`^${source}$`, 'isu');
  return (name) => glob.test(name);
};

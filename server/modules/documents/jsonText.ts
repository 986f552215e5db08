/** A UTF-16 surrogate with no partner: JSON.stringify escapes it as `\ud800`, which PostgreSQL's json refuses. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * JSON for a json(b) parameter: every key and string made well-formed (a lone surrogate becomes
 * U+FFFD, as the driver does for text), so that odd input is stored or matched, never a 500.
 */
export const jsonText = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string') return wellFormed(item);
    if (item && typeof item === 'object' && !Array.isArray(item))
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [wellFormed(key), inner]));
    return item;
  });

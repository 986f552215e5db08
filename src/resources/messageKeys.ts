/** The dotted paths to every text of an area's messages: `'home.new'`, `'fields.name'`. */
export type MessagePath<M> = {
  [K in keyof M & string]: M[K] extends string ? K : M[K] extends object ? `${K}.${MessagePath<M[K]>}` : never;
}[keyof M & string];

/** The parts of an area's messages that hold texts of their own (`fields`, `home`). */
export type MessagePart<M> = { [K in keyof M & string]: M[K] extends string ? never : K }[keyof M & string];

/** An area's message keys: `t('home.new')` is `resources.<name>.home.new`, and only a key its messages have. */
export type MessageKeys<M> = ((path: MessagePath<M>) => string) & {
  /** The keys of one part, with their prefix: `t.under('fields')('name')`. */
  under: <K extends MessagePart<M>>(part: K) => MessageKeys<M[K]>;
  /**
   * A key of one part by a code known only at run time (a server's error code, a status): the
   * part is checked, the code is not; give `translate` a fallback (`_`) when the code may be new.
   */
  entry: (part: MessagePart<M>, code: string) => string;
  /** The keys' common prefix, for a component that adds the code itself (`<Coded prefix={…}>`). */
  prefix: string;
};

/**
 * The one helper for an area's message keys, typed by its French texts (`messages/fr.ts`, the
 * reference every language matches), so that a wrong key is a type error. Each area's `name.ts`
 * has `export const t = messageKeys<WidgetMessages>(WIDGETS)`; a screen then writes
 * `translate(t('home.new'))`, or `const field = t.under('fields')` for the keys of one part.
 */
export const messageKeys = <M>(name: string): MessageKeys<M> => keysUnder<M>(`resources.${name}`);

const keysUnder = <M>(prefix: string): MessageKeys<M> =>
  Object.assign((path: MessagePath<M>) => `${prefix}.${path}`, {
    under: <K extends MessagePart<M>>(part: K) => keysUnder<M[K]>(`${prefix}.${part}`),
    entry: (part: MessagePart<M>, code: string) => `${prefix}.${part}.${code}`,
    prefix,
  });

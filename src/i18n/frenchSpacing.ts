type Messages = { [key: string]: string | Messages };

/**
 * French typography: a no-break space before ':' and a narrow one before ';', '!' and '?', in
 * place of a plain space or of none. Only a sign followed by a space or the end is a punctuation
 * mark: a time (12:30) or an address (https://…, ?token=) keeps its own.
 */
export const withFrenchSpacing = (text: string) =>
  text.replace(/(\S) ?([:;!?])(?=\s|$)/g, (_match, before: string, sign: string) =>
    sign === ':' ? `${before}\u00a0:` : `${before}\u202f${sign}`,
  );

/** Every message of a tree, spaced the French way (react-admin's French messages have plain spaces). */
export const withFrenchSpacingAll = <T extends Messages>(messages: T): T =>
  Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? withFrenchSpacing(value) : withFrenchSpacingAll(value),
    ]),
  ) as T;

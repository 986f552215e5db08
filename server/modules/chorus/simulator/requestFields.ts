/** Reads a JSON request's fields without trusting their types: a client may send anything. */

export type Json = Record<string, unknown>;

export const objectAt = (body: Json, key: string): Json => {
  const value = body[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
};

export const arrayAt = (body: Json, key: string): Json[] => {
  const value = body[key];
  return Array.isArray(value) ? value.filter((item): item is Json => !!item && typeof item === 'object') : [];
};

export const stringAt = (body: Json, key: string): string | null => {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

export const numberAt = (body: Json, key: string): number | null => {
  const value = body[key];
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes OpenAPI 3.0) that the generators read. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  method: string;
  /** As the document writes it: `/api/desk/access-rule/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, method and path, with its parameters and JSON body schema. */
export const operationsOf = (doc: OpenApiDocument): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path'),
        queryParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );

// ---------------------------------------------------------------------------------------------
// Hostile values

export const IMPOSSIBLE_DATES = [
  '2024-13-01',
  '0000-00-00',
  '2023-02-29',
  '2024-04-31',
  '2024-00-10',
  '2024-01-00',
  '9999-99-99',
  '2024-01-01T25:61:61',
  '2024-13-01T00:00:00Z',
];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(20),
  '%00',
  '\\',
  '\\0',
  "'; drop table users; --",
  '%',
  '_',
  '*',
  '\uD800',
  '\uDFFF',
  'a\uD83D',
  '\u202Eevil',
  '\uFEFF',
  'é\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '🙂'.repeat(60),
  'null',
  'true',
  '-1',
  'NaN',
  '__proto__',
  'constructor',
  'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  'javascript:alert(1)',
  'https://*/',
  ...IMPOSSIBLE_DATES,
];

const nulInside = fc
  .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
  .map(([a, b]) => `${a}\u0000${b}`);

/** Strings a schema would accept by length, but hostile by content: NUL, unicode, dates that do not exist. */
const hostileText = (maxLength = 200) =>
  fc
    .oneof(
      { arbitrary: fc.constantFrom(...SPECIAL_STRINGS), weight: 4 },
      { arbitrary: nulInside, weight: 3 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
      { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
      { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
    )
    .map((text) => text.slice(0, Math.max(maxLength, 1)));

const hugeText = fc
  .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom('x', 'é', '🙂', '\u0000', ' '))
  .map(([length, unit]) => unit.repeat(length));

/**
 * Nesting as deep as a client may send, arrays or objects within each other. Too deep to build
 * and serialise as a value here, it stands as a marker that `toJson` expands in the text.
 */
const deepNesting = fc
  .tuple(fc.integer({ min: 10, max: 5_000 }), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => `\u0001deep:${depth}:${kind}\u0001`);
const DEEP_MARKER = /"\\u0001deep:(\d+):(array|object)\\u0001"/g;

/** The JSON text of a generated value, deep-nesting markers expanded. */
export const toJson = (value: unknown): string =>
  JSON.stringify(value).replace(DEEP_MARKER, (_, depth: string, kind: string) => {
    const levels = Number(depth);
    return kind === 'array'
      ? '['.repeat(levels) + ']'.repeat(levels)
      : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
  });

/** A value of any JSON type, chosen to break whoever reads it. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText(), weight: 5 },
  { arbitrary: hugeText, weight: 1 },
  {
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 63)),
    weight: 3,
  },
  { arbitrary: fc.constantFrom([], {}, [null], { '': '' }, { '\u0000': 1 }, [[[]]], ['a', 1, null]), weight: 2 },
  { arbitrary: deepNesting, weight: 1 },
);

/** One of the ids seen so far, read when the value is drawn (the list grows during a run). */
const knownId = (knownIds: () => string[]) =>
  fc.nat().map((index) => {
    const ids = knownIds();
    return ids.length > 0 ? ids[index % ids.length]! : '00000000-0000-0000-0000-000000000000';
  });

/** A path segment, encoded as a client would (UTF-8, lone surrogates replaced), or sent raw. */
export type PathValue = string | { raw: string };

export const encodePathValue = (value: PathValue): string =>
  typeof value === 'string'
    ? [...Buffer.from(value, 'utf8')]
        .map((byte) =>
          /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
            ? String.fromCharCode(byte)
            : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
        )
        .join('')
    : value.raw;

/**
 * Odd ids for path parameters: UUIDs in upper case, known ids in upper case, not UUIDs at all,
 * empty, huge, unicode, NUL, and malformed percent-encodings sent as they are.
 */
export const oddId = (knownIds: () => string[]): fc.Arbitrary<PathValue> => {
  const known = knownId(knownIds);
  return fc.oneof(
    { arbitrary: known, weight: 3 },
    { arbitrary: known.map((id) => id.toUpperCase()), weight: 3 },
    { arbitrary: fc.uuid().map((id) => id.toUpperCase()), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: hostileText(), weight: 4 },
    { arbitrary: fc.integer({ min: 200, max: 6_000 }).map((length) => 'a'.repeat(length)), weight: 1 },
    { arbitrary: fc.constantFrom('0', '-1', '1e9', '..', '.', 'null'), weight: 1 },
    { arbitrary: fc.constantFrom('%', '%zz', '%C0%80', '%ED%A0%80', '%FF', '%00').map((raw) => ({ raw })), weight: 1 },
  );
};

// ---------------------------------------------------------------------------------------------
// Values shaped by a schema

export type Generators = {
  /** Values the schema describes, with hostile content where it still fits (NUL, unicode, odd dates). */
  shaped: (schema: JsonSchema) => fc.Arbitrary<unknown>;
  /** Values of the schema's shape with parts broken: wrong types, missing and extra fields, huge, deep. */
  mutated: (schema: JsonSchema) => fc.Arbitrary<unknown>;
};

const MAX_DEPTH = 5;
const DAY_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

/** Generators for the schemas of one document, `knownIds` feeding its UUIDs. */
export const generatorsFor = (doc: OpenApiDocument, knownIds: () => string[]): Generators => {
  const resolve = (schema: JsonSchema): JsonSchema => {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 20; hops++) {
      let node: unknown = doc;
      // '#/components/schemas/__shared#/definitions/schema0': one JSON pointer after the other.
      for (const pointer of current.$ref.split('#').filter(Boolean)) {
        for (const key of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown>)[key];
      }
      current = (node as JsonSchema | undefined) ?? {};
    }
    return current;
  };

  const known = knownId(knownIds);

  const text = (schema: JsonSchema): fc.Arbitrary<unknown> => {
    const maxLength = Math.min(schema.maxLength ?? 200, 200);
    const minLength = Math.min(schema.minLength ?? 0, maxLength);
    if (schema.format === 'uuid') {
      return fc.oneof(
        known,
        known.map((id) => id.toUpperCase()),
        fc.uuid(),
        fc.uuid().map((id) => id.toUpperCase()),
      );
    }
    if (schema.format === 'email') return fc.oneof(fc.emailAddress(), hostileText(maxLength));
    if (schema.pattern && DAY_PATTERN.test(schema.pattern)) {
      return fc.oneof(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
        fc.constantFrom(...IMPOSSIBLE_DATES),
        fc.stringMatching(new RegExp(schema.pattern)),
      );
    }
    const matching = schema.pattern ? [fc.stringMatching(new RegExp(schema.pattern))] : [];
    return fc.oneof(
      ...matching,
      fc.string({ minLength, maxLength: Math.min(maxLength, 40) }),
      hostileText(maxLength).filter((value) => value.length >= minLength),
    );
  };

  const build = (input: JsonSchema, depth: number, mutate: boolean): fc.Arbitrary<unknown> => {
    const schema = resolve(input);
    const shaped = buildShaped(schema, depth, mutate);
    const withNull = schema.nullable ? fc.oneof(fc.constant(null), shaped) : shaped;
    if (!mutate) return withNull;
    return fc.oneof({ arbitrary: withNull, weight: 5 }, { arbitrary: hostileValue, weight: 1 });
  };

  const buildShaped = (schema: JsonSchema, depth: number, mutate: boolean): fc.Arbitrary<unknown> => {
    if (depth > MAX_DEPTH) return fc.constantFrom(null, 'deep', {});
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants?.length) return fc.oneof(...variants.map((variant) => build(variant, depth + 1, mutate)));
    if (schema.allOf?.length) return build(schema.allOf[0]!, depth + 1, mutate);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string':
        return text(schema);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(build(schema.items ?? {}, depth + 1, mutate), {
          minLength: mutate ? 0 : Math.min(schema.minItems ?? 0, 3),
          maxLength: Math.max(Math.min(schema.maxItems ?? 4, 4), Math.min(schema.minItems ?? 0, 3)),
        });
      case 'object':
      case undefined:
        return object(schema, depth, mutate);
      default:
        return hostileValue;
    }
  };

  const object = (schema: JsonSchema, depth: number, mutate: boolean): fc.Arbitrary<unknown> => {
    const properties = schema.properties ?? {};
    const model = Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [key, build(property, depth + 1, mutate)]),
    );
    // Mutated: any field may be missing, and fields nobody declared come along.
    const required = mutate ? [] : (schema.required ?? []).filter((key) => key in properties);
    const record = fc.record(model, { requiredKeys: required });
    const extra =
      typeof schema.additionalProperties === 'object'
        ? fc.dictionary(fc.string({ maxLength: 10 }), build(schema.additionalProperties, depth + 1, mutate), {
            maxKeys: 3,
          })
        : mutate
          ? fc.dictionary(hostileText(20), hostileValue, { maxKeys: 2 })
          : fc.constant({});
    return fc.tuple(record, extra).map(([fields, more]) => ({ ...more, ...fields }));
  };

  return { shaped: (schema) => build(schema, 0, false), mutated: (schema) => build(schema, 0, true) };
};

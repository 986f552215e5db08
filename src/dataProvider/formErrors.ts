/**
 * Where a form shows each of the server's field errors. The server names the fields of its body
 * (`employeeIds`); a form may edit them under another source (`employees`), which the resource
 * declares (`fieldSources` in its descriptor). A field's nested path (`employeeIds.3`) goes to
 * the same source: the input edits the whole list.
 */
export type FieldSources = Readonly<Record<string, string>>;

/** Per write: a form may edit a field under one name on creation and another on edit. */
export type FormFieldSources = Partial<Record<'create' | 'update', FieldSources>>;

const sourceOf = (path: string, sources: FieldSources) => {
  const field = Object.keys(sources).find((name) => path === name || path.startsWith(`${name}.`));
  return field === undefined ? path : sources[field]!;
};

/** The form errors react-admin reads (`body.errors`, built by httpClient.ts), under the form's own sources. */
export const renameFormErrors = (error: unknown, sources: FieldSources | undefined): unknown => {
  const body = (error as { body?: { errors?: Record<string, string> } } | null)?.body;
  if (!sources || !body?.errors) return error;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(body.errors)) errors[sourceOf(path, sources)] ??= message;
  body.errors = errors;
  return error;
};

import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import { t } from './name';

/** The server's field codes of the books and templates (common/schemas/signWorkflows.ts), as messages. */
const STEP_CODES: Record<string, string> = {
  exactly_one: t('steps.exactly_one'),
  not_found: t('steps.not_found'),
  cannot_sign: t('steps.cannot_sign'),
};

/** The tries left after a wrong code: the server's message counts them ("Wrong signature code: 4 tries left"). */
export const triesLeftOf = (error: unknown): number | undefined => {
  const count = /(\d+) tries? left/.exec(httpErrorOf(error).serverMessage ?? '')?.[1];
  return count === undefined ? undefined : Number(count);
};

/** A message with its values, as `translate` takes it. */
export type FieldMessage = { key: string; args?: Record<string, unknown> };

/**
 * Where each of the server's field errors belongs in a form whose steps are `<stepsField>.N.signatoryId`,
 * and its message: the steps' under their step, the name's under the name, the documents' apart.
 */
export const formErrorsOf = (fields: Record<string, string>, stepsField: string) => {
  const errors: Record<string, string> = {};
  const documents: FieldMessage[] = [];
  for (const [path, code] of Object.entries(fields)) {
    const step = /^steps\.(\d+)\.signatoryIds$/.exec(path);
    if (step) {
      errors[`${stepsField}.${step[1]}.signatoryId`] = STEP_CODES[code] ?? 'liasse.error.VALIDATION_ERROR';
    } else if (path === 'steps') {
      errors[stepsField] = t('steps.at_least_one');
    } else if (path === 'name') {
      errors.name = 'ra.validation.required';
    } else if (path === 'orgId') {
      errors.orgId = code === 'required' ? 'ra.validation.required' : 'liasse.validation.not_visible';
    } else {
      documents.push(documentMessage(path, code, fields));
    }
  }
  return { errors, documents };
};

const documentMessage = (path: string, code: string, fields: Record<string, string>): FieldMessage => {
  const type = /^docTypes\.(\w+)$/.exec(path)?.[1];
  if (type && (code === 'missing' || code === 'only_one')) {
    return { key: t(`files.${code}`), args: { type } };
  }
  if (/^files\.\d+\.docTypeCode$/.test(path) && code === 'not_required_type')
    return { key: t('files.not_required_type') };
  if (path === 'files') return { key: t('files.required') };
  if (path === 'file') return { key: t('files.file_refused'), args: { name: fields.fileName ?? '', reason: code } };
  return { key: 'liasse.error.VALIDATION_ERROR' };
};

/** A document message in words: its document type by its name. */
export const translateFieldMessage = (
  translate: (key: string, args?: Record<string, unknown>) => string,
  message: FieldMessage,
) =>
  translate(message.key, {
    ...message.args,
    ...(message.args?.type ? { type: translate(`liasse.doc_types.${String(message.args.type)}`) } : {}),
  });

/** A save that the server refused on its fields: react-admin puts `body.errors` under the form's fields. */
export const withFormErrors = async <T>(save: () => Promise<T>, stepsField: string): Promise<T> => {
  try {
    return await save();
  } catch (error) {
    const { fields } = httpErrorOf(error);
    // react-admin reads the form's errors from the HttpError's body, so they are written there.
    const body = (error as { body?: Record<string, unknown> }).body;
    if (body && Object.keys(fields).length > 0) body.errors = formErrorsOf(fields, stepsField).errors;
    throw error;
  }
};

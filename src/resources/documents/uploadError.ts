import type { DocumentMessages } from './messages/fr';

type FileErrorCode = keyof DocumentMessages['upload']['file_error'];

/** The codes the messages explain (an unknown one falls back to the error's own message). */
const FILE_ERROR_CODES: readonly FileErrorCode[] = [
  'not_pdf',
  'encrypted',
  'damaged',
  'too_large',
  'empty',
  'too_many_pages',
  'doc_type_not_allowed',
  'no_file',
  'incomplete',
];

/**
 * The translated reason a file was refused: the server's code for the file (`fields.file`, or
 * `fields.docType` for a type the organisation does not use), else the error's own message key.
 */
export const uploadErrorKey = (error: unknown): string => {
  const { body, message } = error as {
    body?: { error?: { fields?: Record<string, string> } };
    message?: string;
  };
  const fields = body?.error?.fields ?? {};
  const code = fields.file ?? (fields.docType ? 'doc_type_not_allowed' : undefined);
  if (code && (FILE_ERROR_CODES as readonly string[]).includes(code))
    return `resources.ged.upload.file_error.${code as FileErrorCode}`;
  return message ?? 'liasse.error.INTERNAL_ERROR';
};

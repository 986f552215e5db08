import { DOC_FILE_REFUSALS } from '../../../common/documentFields';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import type { DocumentMessages } from './messages/fr';

type FileErrorCode = keyof DocumentMessages['upload']['file_error'];

/** Every refusal the server names has its message (a missing one is a type error). */
const explained: readonly FileErrorCode[] = DOC_FILE_REFUSALS;

/**
 * The translated reason a file was refused: the server's code for the file (`fields.file`), a type
 * the organisation does not use, an employee not in it; else the error's own message key.
 */
export const uploadErrorKey = (error: unknown): string => {
  const { fields, message } = httpErrorOf(error);
  const file = fields.file;
  const code: FileErrorCode | undefined =
    file && (explained as readonly string[]).includes(file)
      ? (file as FileErrorCode)
      : fields.docType
        ? 'doc_type_not_allowed'
        : fields.employeeId
          ? 'employee_not_in_organization'
          : undefined;
  if (code) return `resources.ged.upload.file_error.${code}`;
  return message || 'liasse.error.INTERNAL_ERROR';
};

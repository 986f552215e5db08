import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { DOC_FILE_REFUSALS } from '../../common/documentFields';
import { fr } from '../../src/resources/documents/messages/fr';
import { uploadErrorKey } from '../../src/resources/documents/uploadError';

const refused = (fields: Record<string, string>) =>
  new HttpError('liasse.error.VALIDATION_ERROR', 400, { error: { code: 'VALIDATION_ERROR', message: '', fields } });

describe("an upload's refusal", () => {
  it.each(DOC_FILE_REFUSALS)('%s is said in words of its own', (code) => {
    expect(uploadErrorKey(refused({ file: code }))).toBe(`resources.ged.upload.file_error.${code}`);
    expect(fr.upload.file_error[code]).toBeTruthy();
  });

  it('names a type the organisation does not use and an employee outside it; anything else keeps its own message', () => {
    expect(uploadErrorKey(refused({ docType: 'not_configured' }))).toBe(
      'resources.ged.upload.file_error.doc_type_not_allowed',
    );
    expect(uploadErrorKey(refused({ employeeId: 'not_in_organization' }))).toBe(
      'resources.ged.upload.file_error.employee_not_in_organization',
    );
    expect(uploadErrorKey(refused({ file: 'something_new' }))).toBe('liasse.error.VALIDATION_ERROR');
    expect(uploadErrorKey(new HttpError('liasse.error.NETWORK', 0))).toBe('liasse.error.NETWORK');
  });
});

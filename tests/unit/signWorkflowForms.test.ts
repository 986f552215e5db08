import { describe, expect, it } from 'vitest';
import { partNames, stepsBody, type NewSignFile } from '../../src/resources/signWorkflows/calls';
import { formErrorsOf } from '../../src/resources/signWorkflows/fieldErrors';
import { checkSignFiles } from '../../src/resources/signWorkflows/signFileChecks';

const upload = (name: string, docTypeCode = 'PAYE'): NewSignFile => ({
  key: name,
  file: new File(['%PDF'], name, { type: 'application/pdf' }),
  docTypeCode,
  description: '',
});
const fromSafe = (docTypeCode: string): NewSignFile => ({
  key: docTypeCode,
  docId: '3f0c',
  fileName: 'safe.pdf',
  docTypeCode,
  description: '',
});

describe('a new signature book on the page', () => {
  it('sends each step with the one signatory chosen, and an empty step as none (the server refuses it too)', () => {
    expect(stepsBody([{ signatoryId: 'a' }, { signatoryId: null }])).toEqual([
      { signatoryIds: ['a'] },
      { signatoryIds: [] },
    ]);
  });

  it('names each uploaded file by its own name, made unique within the book', () => {
    expect(partNames([upload('avenant.pdf'), fromSafe('WCNT'), upload('avenant.pdf'), upload('note')])).toEqual([
      'avenant.pdf',
      undefined,
      'avenant (2).pdf',
      'note',
    ]);
  });

  it("refuses a book without documents, and a template's missing, doubled or other types", () => {
    expect(checkSignFiles([], undefined).map((problem) => problem.key)).toEqual([
      'resources.sign-workflow.files.required',
    ]);
    expect(checkSignFiles([upload('a.pdf'), upload('b.pdf', 'CHIN')], undefined)).toEqual([]);
    expect(checkSignFiles([upload('a.pdf'), upload('b.pdf'), fromSafe('CHIN')], ['PAYE', 'WCNT'])).toEqual([
      { key: 'resources.sign-workflow.files.only_one', args: { type: 'PAYE' } },
      { key: 'resources.sign-workflow.files.missing', args: { type: 'WCNT' } },
      { key: 'resources.sign-workflow.files.not_required_type' },
    ]);
  });

  it("puts the server's step errors under their step, and the documents' apart", () => {
    expect(
      formErrorsOf({ 'steps.1.signatoryIds': 'exactly_one', name: 'required', 'docTypes.WCNT': 'missing' }, 'steps'),
    ).toEqual({
      errors: { 'steps.1.signatoryId': 'resources.sign-workflow.steps.exactly_one', name: 'ra.validation.required' },
      documents: [{ key: 'resources.sign-workflow.files.missing', args: { type: 'WCNT' } }],
    });
  });

  it('says a missing organisation is required, and one the server does not find is not visible', () => {
    const required = formErrorsOf(
      { orgId: 'required', name: 'required', files: 'required', steps: 'required' },
      'steps',
    );
    expect(required).toEqual({
      errors: {
        orgId: 'ra.validation.required',
        name: 'ra.validation.required',
        steps: 'resources.sign-workflow.steps.at_least_one',
      },
      documents: [{ key: 'resources.sign-workflow.files.required' }],
    });
    expect(formErrorsOf({ orgId: 'invalid_format' }, 'steps').errors).toEqual({
      orgId: 'liasse.validation.not_visible',
    });
  });
});

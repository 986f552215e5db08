import { describe, expect, it } from 'vitest';
import { ZCampaignCreate } from '../../common/schemas/campaigns';
import { needsDocTypes, needsDocuments, needsRecipient } from '../../src/resources/campaigns/wizard/campaignValidation';
import { campaignRequestOf, formErrorsOf } from '../../src/resources/campaigns/wizard/submitCampaign';
import { WIZARD_DEFAULTS, type CampaignWizardValues } from '../../src/resources/campaigns/wizard/wizardValues';

const ORG = '3f0c2a1e-5b7d-4c8e-9f01-23456789abcd';
const EMPLOYEE = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
const file = (name: string, docType: 'PAYE' | 'WCNT' | '' = 'PAYE') => ({
  key: name,
  file: new File(['%PDF-1.7'], name, { type: 'application/pdf' }),
  docType,
});
const values = (change: Partial<CampaignWizardValues>): CampaignWizardValues => ({
  ...WIZARD_DEFAULTS,
  orgId: ORG,
  siret: '84123456700029',
  name: ' Paie de novembre ',
  ...change,
});
const refusal = (fields: Record<string, string>) => ({
  status: 400,
  body: { error: { code: 'VALIDATION_ERROR', fields } },
});

describe('the campaign wizard', () => {
  it('refuses a campaign with neither a file nor a document of the safe, and a file without a type', () => {
    expect(needsDocuments(undefined, values({}))).toBe('resources.campaigns.validation.documents');
    expect(needsDocuments(undefined, values({ safeDocs: [{ id: ORG, fileName: 'contrat.pdf' }] }))).toBeUndefined();
    expect(needsDocTypes([file('a.pdf'), file('b.pdf', '')])).toBe('resources.campaigns.validation.doc_type');
    expect(needsDocTypes([file('a.pdf')])).toBeUndefined();
  });

  it('asks for a recipient only when they are not detected in the pages', () => {
    expect(needsRecipient(undefined, values({ detection: true }))).toBeUndefined();
    expect(needsRecipient(undefined, values({ detection: false }))).toBe('resources.campaigns.validation.recipients');
    expect(needsRecipient(undefined, values({ detection: false, orgIds: [EMPLOYEE] }))).toBeUndefined();
  });

  it("sends the contract's request: with detection, the first file's type and no recipient", () => {
    const request = campaignRequestOf(
      values({ files: [file('paie.pdf'), file('contrat.pdf', 'WCNT')], employeeIds: [EMPLOYEE] }),
    );
    expect(ZCampaignCreate.parse(request)).toMatchObject({
      name: 'Paie de novembre',
      detection: true,
      docTypeCode: 'PAYE',
      files: [
        { name: 'paie.pdf', docType: 'PAYE' },
        { name: 'contrat.pdf', docType: 'WCNT' },
      ],
      employeeIds: [],
    });
  });

  it('sends the recipients chosen by hand, without a detection type', () => {
    const request = campaignRequestOf(
      values({ detection: false, safeDocs: [{ id: ORG, fileName: 'c.pdf' }], employeeIds: [EMPLOYEE] }),
    );
    expect(ZCampaignCreate.parse(request)).toMatchObject({ detection: false, docIds: [ORG], employeeIds: [EMPLOYEE] });
    expect(request.docTypeCode).toBeUndefined();
  });

  it("shows the server's field errors, translated, under the wizard's fields", () => {
    expect(
      formErrorsOf(
        refusal({
          name: 'required',
          'files.1.docType': 'not_configured',
          recipients: 'required',
          siret: 'not_the_organization',
        }),
      ),
    ).toEqual({
      name: 'ra.validation.required',
      files: 'resources.campaigns.validation.not_configured',
      employeeIds: 'resources.campaigns.validation.recipients',
      orgId: 'resources.campaigns.validation.not_the_organization',
    });
    expect(formErrorsOf(refusal({ file: 'encrypted', fileName: 'paie.pdf' }))).toEqual({
      files: 'resources.ged.upload.file_error.encrypted',
    });
    expect(formErrorsOf({ status: 409, body: { error: { code: 'CONFLICT' } } })).toBeUndefined();
  });
});

import type { CampaignWizardValues } from './wizardValues';

export const STEPS = ['documents', 'emitter', 'recipients', 'summary'] as const;
export type WizardStep = (typeof STEPS)[number];

/** The fields each step must get right before the next one, and under which its errors show. */
export const STEP_FIELDS: Record<WizardStep, (keyof CampaignWizardValues)[]> = {
  documents: ['files', 'safeDocs', 'period'],
  emitter: ['orgId', 'siret', 'name', 'review', 'noDistribution'],
  recipients: ['detection', 'employeeIds', 'groupIds', 'orgIds', 'partnershipGroupIds'],
  summary: ['codeSignature'],
};

/** The first step holding one of these fields, if any. */
export const firstStepOf = (fields: readonly string[]): number =>
  STEPS.findIndex((step) => STEP_FIELDS[step].some((field) => fields.includes(field)));

import { Box, Button, LinearProgress, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { CampaignsDataProvider } from '../calls';
import { CAMPAIGNS, t } from '../name';
import { campaignErrorKey } from '../campaignError';
import { CampaignFilesInput } from './CampaignFilesInput';
import { CampaignPeriodInput } from './CampaignPeriodInput';
import { CampaignSummary } from './CampaignSummary';
import { EmitterInputs } from './EmitterInputs';
import { RecipientInputs } from './RecipientInputs';
import { SafeDocumentsInput } from './SafeDocumentsInput';
import { SignatureCodeInput } from './SignatureCodeInput';
import { STEPS, STEP_FIELDS, firstStepOf, type WizardStep } from './steps';
import { campaignRequestOf, formErrorsOf } from './submitCampaign';
import { useRecheckChangedSteps } from './useRecheckChangedSteps';
import { WIZARD_DEFAULTS, type CampaignWizardValues } from './wizardValues';
import { keyForRetry, newIdempotencyKey } from '../../../dataProvider/idempotencyKey';

type Progress = { sent: number | null; setActive: (step: number) => void; active: number };

const StepContent = ({ step, sending }: { step: WizardStep; sending: boolean }) => {
  switch (step) {
    case 'documents':
      return (
        <Stack spacing={2}>
          <CampaignFilesInput disabled={sending} />
          <CampaignPeriodInput disabled={sending} />
          <SafeDocumentsInput disabled={sending} />
        </Stack>
      );
    case 'emitter':
      return <EmitterInputs />;
    case 'recipients':
      return <RecipientInputs />;
    case 'summary':
      return (
        <>
          <CampaignSummary />
          <SignatureCodeInput />
        </>
      );
  }
};

/** The steps, each marked when one of its fields is wrong (the client's checks or the server's). */
const Steps = ({ sent, active, setActive, children }: Progress & { children: (step: WizardStep) => ReactNode }) => {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  const { errors } = useFormState();
  const wrong = Object.keys(errors);
  useRecheckChangedSteps();
  const sending = sent !== null;
  const next = async () => {
    if (await trigger(STEP_FIELDS[STEPS[active]!])) setActive(active + 1);
  };
  return (
    <Box sx={{ p: 2 }}>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((step) => {
          const failed = STEP_FIELDS[step].some((field) => wrong.includes(field));
          return (
            <Step key={step}>
              <StepLabel
                error={failed}
                optional={
                  failed ? (
                    <Typography variant="caption" color="error">
                      {translate(t('wizard.step_error'))}
                    </Typography>
                  ) : undefined
                }
              >
                {translate(t(`wizard.steps.${step}`))}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      {STEPS.map((step, index) => (
        // Every step stays mounted so that its values and validation persist; only one shows.
        <Box key={step} sx={{ display: index === active ? 'block' : 'none' }}>
          {children(step)}
        </Box>
      ))}
      {sending && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">{translate(t('wizard.uploading'))}</Typography>
          {/* Once the files are sent, the server checks them: no share to tell any more. */}
          <LinearProgress
            variant={sent < 1 ? 'determinate' : 'indeterminate'}
            value={Math.round(sent * 100)}
            aria-label={translate(t('wizard.uploading'))}
          />
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button disabled={active === 0 || sending} onClick={() => setActive(active - 1)}>
          {translate(t('wizard.back'))}
        </Button>
        {active < STEPS.length - 1 ? (
          // Keyed apart: the same button turned into the submit one during its click would submit the form.
          <Button key="next" variant="contained" onClick={() => void next()}>
            {translate(t('wizard.next'))}
          </Button>
        ) : (
          <Button key="create" type="submit" variant="contained" disabled={sending}>
            {translate(t('wizard.create'))}
          </Button>
        )}
      </Stack>
    </Box>
  );
};

/**
 * The campaign wizard (spec section 2, /campaigns/create): documents, emitter, recipients, summary.
 * Files go with `POST dispatch` (its progress shown), documents of the safe alone with `POST
 * dispatch/manual`; a refusal's field errors show under their fields, on their step.
 */
export const CampaignWizardForm = () => {
  const dataProvider = useDataProvider<CampaignsDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [sent, setSent] = useState<number | null>(null);
  // One key for every try of this campaign: a repeat after a lost answer is not a second campaign.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const submit = async (values: Record<string, unknown>) => {
    const wizard = values as CampaignWizardValues;
    const request = campaignRequestOf(wizard);
    setSent(0);
    try {
      const created =
        wizard.files.length > 0
          ? await dataProvider.createCampaign(
              request,
              wizard.files.map((pending) => pending.file),
              setSent,
              idempotencyKey,
            )
          : await dataProvider.createManualCampaign(request, idempotencyKey);
      notify(t('wizard.created'), { type: 'success' });
      navigate(`/${CAMPAIGNS}/${created.id}`);
      return undefined;
    } catch (error) {
      setIdempotencyKey(keyForRetry(idempotencyKey, error));
      setSent(null);
      const errors = formErrorsOf(error);
      if (errors) {
        setActive(Math.max(firstStepOf(Object.keys(errors)), 0));
        return errors;
      }
      notify(campaignErrorKey(error, 'errors.create'), { type: 'error' });
      return undefined;
    }
  };
  return (
    <Form defaultValues={WIZARD_DEFAULTS} onSubmit={submit}>
      <Steps sent={sent} active={active} setActive={setActive}>
        {(step) => <StepContent step={step} sending={sent !== null} />}
      </Steps>
    </Form>
  );
};

import SendIcon from '@mui/icons-material/Send';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Form,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  maxLength,
  regex,
  required,
  useDataProvider,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { DayInput } from '../../custom/forms/dates/DayInput';
import { useFormState } from 'react-hook-form';
import { INVOICE_KINDS } from '../../../common/schemas/chorusInvoice';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import { BuyerInputs } from './BuyerInputs';
import type { ChorusDataProvider, SendAs } from './calls';
import { chorusErrorMessage } from './chorusErrors';
import { formErrorsOf, formValuesOf, invoiceMetaOf, violationMessages, type InvoiceFormValues } from './invoiceForm';
import type { Uploaded } from './InvoiceUpload';
import { CAMPAIGNS } from '../campaigns/name';
import { CHORUS_SENT, t } from './name';
import { useChorusConnection } from './useChorusConnection';
import { VatBreakdownInput } from './VatBreakdownInput';

const field = t.under('fields');
const KIND_CHOICES = INVOICE_KINDS.map((id) => ({ id, name: t.entry('kinds', id) }));
const SEND_AS_CHOICES = (['FACTURX', 'PDF'] as const).map((id) => ({ id, name: t(`add.send_as_${id}`) }));
const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
};

type Values = InvoiceFormValues & { sendAs: SendAs };

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 2 }}>
    <Typography variant="h6" component="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** The violations the file's reading found, each by its field and rule. */
const Violations = ({ violations }: { violations: Uploaded['violations'] }) => {
  const translate = useTranslate();
  if (violations.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{translate(t('add.violations'))}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {violationMessages(violations).map(({ field: path, message }) => (
          <li key={`${path}-${message}`}>
            {path ? `${path} : ` : ''}
            {translate(message, { _: message })}
          </li>
        ))}
      </Box>
    </Alert>
  );
};

/** "Validate and send", with a bar while the metadata is checked and the invoice deposited. */
const SubmitButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Stack spacing={1}>
      {isSubmitting && <LinearProgress aria-label={translate(t('actions.validate'))} />}
      <Button
        type="submit"
        variant="contained"
        startIcon={<SendIcon />}
        disabled={isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(t('actions.validate'))}
      </Button>
    </Stack>
  );
};

/**
 * The second step of /chorus/add: the invoice's metadata, prefilled from an electronic invoice or
 * typed in for a plain PDF, validated then sent (`POST doc/{id}/chorusValidation`); a campaign's
 * invoice then waits for its campaign, where the user goes back.
 */
export const InvoiceMetaForm = ({ uploaded }: { uploaded: Uploaded }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<ChorusDataProvider>();
  const plainPdf = uploaded.format === 'PDF';
  const { data: connection } = useChorusConnection(uploaded.orgId);

  const submit = async ({ sendAs, ...values }: Values) => {
    try {
      await dataProvider.validateChorusInvoice(
        uploaded.invoiceId,
        invoiceMetaOf(values),
        plainPdf ? sendAs : 'FACTURX',
      );
      notify(t('notify.validated'), { type: 'success' });
      redirect(uploaded.campaignId ? `/${CAMPAIGNS}/${uploaded.campaignId}` : `/${CHORUS_SENT}`);
      return undefined;
    } catch (error) {
      // A 400 is the metadata's: each field's broken rule goes under it. Anything else is the invoice's or Chorus's.
      const { status, fields } = httpErrorOf(error);
      if (status === 400) {
        notify(t('notify.not_validated'), { type: 'error' });
        return formErrorsOf(fields);
      }
      notify(chorusErrorMessage(error, t('notify.failed')), { type: 'error' });
      return undefined;
    }
  };

  return (
    <Form
      defaultValues={{ ...formValuesOf(uploaded.prefill), sendAs: 'FACTURX' }}
      onSubmit={submit as never}
      noValidate
    >
      <Stack>
        <Typography sx={{ mb: 1 }}>
          {translate(t('add.file'), {
            name: uploaded.fileName,
            format: translate(t.entry('formats', uploaded.format)),
          })}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(t(plainPdf ? 'add.typed_in' : 'add.prefilled'))}
        </Alert>
        {connection?.environment === 'SIMULATOR' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate(t('config.simulator'))}
          </Alert>
        )}
        <Violations violations={uploaded.violations} />
        <Part title={translate(t('add.invoice'))}>
          <Box sx={GRID}>
            <SelectInput source="kind" label={field('kind')} choices={KIND_CHOICES} validate={required()} />
            <TextInput source="number" label={field('number')} validate={[required(), maxLength(20)]} />
            <DayInput source="issueDate" label={field('issueDate')} validate={required()} />
            <DayInput source="dueDate" label={field('dueDate')} />
            <TextInput source="currency" label={field('currency')} validate={[required(), regex(/^[A-Za-z]{3}$/)]} />
          </Box>
        </Part>
        <Part title={translate(t('add.parties'))}>
          <Box sx={GRID}>
            <Stack>
              <TextInput
                source="supplier.name"
                label={field('supplier.name')}
                validate={[required(), maxLength(200)]}
              />
              <TextInput source="supplier.siret" label={field('supplier.siret')} />
              <TextInput source="supplier.vatId" label={field('supplier.vatId')} validate={maxLength(30)} />
            </Stack>
            <BuyerInputs orgId={uploaded.orgId} />
          </Box>
        </Part>
        <Part title={translate(t('add.amounts'))}>
          <Box sx={GRID}>
            <NumberInput source="totalExclTax" label={field('totalExclTax')} validate={required()} />
            <NumberInput source="totalTax" label={field('totalTax')} validate={required()} />
            <NumberInput source="totalInclTax" label={field('totalInclTax')} validate={required()} />
            <NumberInput source="prepaidAmount" label={field('prepaidAmount')} />
            <NumberInput source="netPayable" label={field('netPayable')} validate={required()} />
          </Box>
          <VatBreakdownInput />
        </Part>
        {plainPdf && (
          <RadioButtonGroupInput source="sendAs" label={t('add.send_as')} choices={SEND_AS_CHOICES} row={false} />
        )}
        <SubmitButton />
      </Stack>
    </Form>
  );
};

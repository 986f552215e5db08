import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState, type BaseSyntheticEvent } from 'react';
import {
  AutocompleteInput,
  Create,
  Form,
  ReferenceInput,
  TextInput,
  maxLength,
  required,
  useDataProvider,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { SignTemplateRecord, NewSignFile, SignWorkflowsDataProvider } from './calls';
import { stepsBody } from './calls';
import { formErrorsOf, translateFieldMessage, type FieldMessage } from './fieldErrors';
import { ORGANIZATIONS } from '../organizations/name';
import { SIGN_TEMPLATES, SIGN_WORKFLOWS, t } from './name';
import { SignFilesInput } from './SignFilesInput';
import { checkSignFiles } from './signFileChecks';
import { StepsInput } from './StepsInput';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import { keyForRetry, newIdempotencyKey } from '../../dataProvider/idempotencyKey';

type Values = {
  name?: string;
  orgId?: string;
  templateId?: string | null;
  steps?: { signatoryId?: string | null }[];
};

const DEFAULTS: Values = { steps: [{ signatoryId: null }] };

/** The template chosen, once loaded: its steps replace the form's, its types rule the documents. */
const useChosenTemplate = () => {
  const templateId = useWatch<Values, 'templateId'>({ name: 'templateId' });
  const { data } = useGetOne<SignTemplateRecord>(
    SIGN_TEMPLATES,
    { id: templateId ?? '' },
    { enabled: Boolean(templateId) },
  );
  return templateId ? data : undefined;
};

const TemplateSteps = ({ template }: { template: SignTemplateRecord }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {translate(t('steps.title'))}
      </Typography>
      <Typography color="text.secondary">{translate(t('steps.from_template'))}</Typography>
      <List dense>
        {template.steps.map((step) => (
          <ListItem key={step.position}>
            <ListItemText primary={`${step.position}. ${step.signatory.name}`} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};

const BookInputs = ({
  files,
  setFiles,
  busy,
  progress,
  problems,
}: {
  files: NewSignFile[];
  setFiles: (files: NewSignFile[]) => void;
  busy: boolean;
  progress: number | null;
  problems: FieldMessage[];
}) => {
  const translate = useTranslate();
  const template = useChosenTemplate();
  const orgId = useWatch<Values, 'orgId'>({ name: 'orgId' });
  return (
    <Stack sx={{ width: '100%', maxWidth: 720 }}>
      <TextInput source="name" label={t('fields.name')} validate={[required(), maxLength(200)]} />
      <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
        <AutocompleteInput optionText="name" label={t('fields.orgId')} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="templateId" reference={SIGN_TEMPLATES} filter={orgId ? { orgId } : {}}>
        <AutocompleteInput optionText="name" label={t('fields.templateId')} />
      </ReferenceInput>
      {template ? <TemplateSteps template={template} /> : <StepsInput source="steps" />}
      <SignFilesInput files={files} onChange={setFiles} busy={busy} requiredTypes={template?.docTypes} />
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problems.map((problem) => (
            <div key={`${problem.key}${JSON.stringify(problem.args ?? {})}`}>
              {translateFieldMessage(translate, problem)}
            </div>
          ))}
        </Alert>
      )}
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={translate(t('files.progress'))}
          sx={{ mb: 2 }}
        />
      )}
      <Stack direction="row" spacing={2}>
        <Button type="submit" name="draft" variant="outlined" startIcon={<SaveIcon />} disabled={busy}>
          {translate(t('actions.draft'))}
        </Button>
        <Button type="submit" name="send" variant="contained" startIcon={<SendIcon />} disabled={busy}>
          {translate(t('actions.send'))}
        </Button>
      </Stack>
    </Stack>
  );
};

/**
 * /sign-workflow/create ("new signature book"): a name, an organisation, a template or steps, the
 * documents (uploaded or from the safe); saved as a draft or sent for signature at once.
 */
export const SignWorkflowCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<SignWorkflowsDataProvider>();
  const [files, setFiles] = useState<NewSignFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<FieldMessage[]>([]);
  // One key for every try of this book: a repeat after a lost answer is not a second book.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const submit = async (values: Values, event?: BaseSyntheticEvent) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter as HTMLButtonElement | null;
    const draft = submitter?.name === 'draft';
    const templateId = values.templateId || undefined;
    const template = templateId
      ? (await dataProvider.getOne<SignTemplateRecord>(SIGN_TEMPLATES, { id: templateId })).data
      : undefined;
    const found = checkSignFiles(files, template?.docTypes);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    setProgress(files.some((file) => 'file' in file) ? 0 : null);
    try {
      const created = await dataProvider.createSignWorkflow(
        {
          name: values.name ?? '',
          orgId: values.orgId ?? '',
          templateId,
          steps: templateId ? [] : stepsBody(values.steps),
          files,
          draft,
        },
        setProgress,
        idempotencyKey,
      );
      notify(t(draft ? 'notify.created' : 'notify.sent'), { type: 'success' });
      redirect(`/${SIGN_WORKFLOWS}/${created.id}`);
      return undefined;
    } catch (error) {
      setIdempotencyKey(keyForRetry(idempotencyKey, error));
      const { errors, documents } = formErrorsOf(httpErrorOf(error).fields, 'steps');
      setProblems(documents);
      notify(t('notify.create_failed'), { type: 'error' });
      return Object.keys(errors).length > 0 ? errors : undefined;
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <Create>
      <Box sx={{ p: 2 }}>
        <Form defaultValues={DEFAULTS} onSubmit={submit as never} noValidate>
          <BookInputs files={files} setFiles={setFiles} busy={busy} progress={progress} problems={problems} />
        </Form>
      </Box>
    </Create>
  );
};

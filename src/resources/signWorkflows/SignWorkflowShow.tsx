import BlockIcon from '@mui/icons-material/Block';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/Draw';
import KeyIcon from '@mui/icons-material/Key';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Step,
  StepContent,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  DeleteWithConfirmButton,
  Form,
  SaveButton,
  Show,
  TextInput,
  maxLength,
  required,
  useDataProvider,
  useLocale,
  useNotify,
  useRecordContext,
  useShowContext,
  useTranslate,
} from 'react-admin';
import type { TSignWorkflow } from '../../../common/schemas/signWorkflows';
import { formatDateTime } from '../../custom/table/cellValue';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import type { DocumentsDataProvider } from '../documents/calls';
import { DocumentDetailDialog } from '../documents/DocumentDetailDialog';
import { saveFile } from '../documents/download';
import { stepsBody, type SignWorkflowsDataProvider } from './calls';
import { formErrorsOf } from './fieldErrors';
import { SIGN_WORKFLOWS, t } from './name';
import { RecoveryDialog, RefuseDialog, SignDialog } from './SignDialogs';
import { SignWorkflowStateChip } from './SignWorkflowStateChip';
import { StepsInput } from './StepsInput';

const STEP_COLORS = { WAITING: 'default', CURRENT: 'info', SIGNED: 'success', REFUSED: 'error' } as const;

/** The steps in order: who signs, where each stands, when, and a refusal's reason. */
const StepsTimeline = ({ workflow }: { workflow: TSignWorkflow }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const active = workflow.steps.findIndex((step) => step.state === 'CURRENT');
  return (
    <Stepper orientation="vertical" activeStep={active} aria-label={translate(t('steps.title'))} component="ol">
      {workflow.steps.map((step) => (
        <Step key={step.position} completed={step.state === 'SIGNED'} expanded component="li">
          <StepLabel error={step.state === 'REFUSED'}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <span>{step.signatory.name}</span>
              <Chip
                size="small"
                color={STEP_COLORS[step.state]}
                label={translate(t(`step_state.${step.state}`))}
                data-step-state={step.state}
              />
              {step.at && <Typography variant="body2">{formatDateTime(step.at, locale)}</Typography>}
            </Stack>
          </StepLabel>
          <StepContent>
            {step.refusedReason && (
              <Typography variant="body2">
                {translate(t('steps.refused_reason'), { reason: step.refusedReason })}
              </Typography>
            )}
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
};

/**
 * The documents. Before the end, each downloads as signed so far, so a signatory reads what they
 * sign; once the book is signed, each is a document of the safe, opened in the safe's window.
 */
const WorkflowFiles = ({ workflow }: { workflow: TSignWorkflow }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentsDataProvider & SignWorkflowsDataProvider>();
  const [opened, setOpened] = useState<string | null>(null);
  const download = async (file: TSignWorkflow['files'][number]) => {
    try {
      const { blob } = file.signedDocumentId
        ? await dataProvider.docPdf(file.signedDocumentId)
        : await dataProvider.signWorkflowFile(workflow.id, file.id, file.name);
      saveFile({ blob, fileName: file.name });
    } catch (error) {
      notify(httpErrorOf(error).message, { type: 'error' });
    }
  };
  return (
    <>
      <List aria-label={translate(t('files.title'))}>
        {workflow.files.map((file) => {
          const documentId = file.signedDocumentId;
          return (
            <ListItem
              key={file.id}
              secondaryAction={
                <Stack direction="row">
                  {documentId && (
                    <IconButton
                      aria-label={translate(t('files.open'), { name: file.name })}
                      onClick={() => setOpened(documentId)}
                    >
                      <VisibilityIcon />
                    </IconButton>
                  )}
                  <IconButton
                    aria-label={translate(t('files.download'), { name: file.name })}
                    onClick={() => void download(file)}
                  >
                    <DownloadIcon />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={[
                  translate(`liasse.doc_types.${file.docTypeCode}`),
                  translate(t('files.pages'), { smart_count: file.pages }),
                  file.description,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
      {opened && <DocumentDetailDialog id={opened} onClose={() => setOpened(null)} staff />}
    </>
  );
};

/** A draft (PENDING): its name and steps can change, then it goes out for signature. */
const PendingEditor = ({ workflow, onDone }: { workflow: TSignWorkflow; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SignWorkflowsDataProvider>();
  const [sending, setSending] = useState(false);
  const defaults = {
    name: workflow.name,
    steps: workflow.steps.map((step) => ({ signatoryId: step.signatory.id })),
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.updateSignWorkflow(workflow.id, {
        name: String(values.name ?? ''),
        steps: stepsBody(values.steps as { signatoryId?: string | null }[]),
      });
      notify(t('notify.updated'), { type: 'success' });
      onDone();
      return undefined;
    } catch (error) {
      notify(t('notify.update_failed'), { type: 'error' });
      const { errors } = formErrorsOf(httpErrorOf(error).fields, 'steps');
      return Object.keys(errors).length > 0 ? errors : undefined;
    }
  };
  const start = async () => {
    setSending(true);
    try {
      await dataProvider.updateSignWorkflow(workflow.id, { start: true });
      notify(t('notify.sent'), { type: 'success' });
      onDone();
    } catch (error) {
      notify(httpErrorOf(error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(t('detail.edit'))}
        </Typography>
        <Form defaultValues={defaults} onSubmit={save as never} noValidate>
          <TextInput source="name" label={t('fields.name')} validate={[required(), maxLength(200)]} />
          <StepsInput source="steps" />
          <Stack direction="row" spacing={2}>
            <SaveButton label={t('actions.save')} alwaysEnable />
            <Button variant="contained" startIcon={<SendIcon />} onClick={() => void start()} disabled={sending}>
              {translate(t('actions.send'))}
            </Button>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};

const SignWorkflowDetail = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const workflow = useRecordContext<TSignWorkflow>();
  const { refetch } = useShowContext();
  const [dialog, setDialog] = useState<'sign' | 'refuse' | 'recovery' | null>(null);
  // Opened from a list, the list's summary shows first (react-admin's placeholder): wait for the detail.
  if (!workflow?.steps) return <LinearProgress />;
  const done = () => void refetch();
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h2">
          {workflow.name}
        </Typography>
        <SignWorkflowStateChip state={workflow.state} />
        <Typography color="text.secondary">{workflow.orgName}</Typography>
        <Typography color="text.secondary">
          {translate(t('detail.created'), { date: formatDateTime(workflow.createdAt, locale) })}
        </Typography>
        {workflow.signedAt && (
          <Typography color="text.secondary">
            {translate(t('detail.signed'), { date: formatDateTime(workflow.signedAt, locale) })}
          </Typography>
        )}
      </Stack>
      {workflow.canSign && (
        <Alert
          severity="info"
          action={
            <Stack direction="row" spacing={1}>
              <Button variant="contained" startIcon={<DrawIcon />} onClick={() => setDialog('sign')}>
                {translate(t('actions.sign'))}
              </Button>
              <Button color="error" startIcon={<BlockIcon />} onClick={() => setDialog('refuse')}>
                {translate(t('actions.refuse'))}
              </Button>
              <Button startIcon={<KeyIcon />} onClick={() => setDialog('recovery')}>
                {translate(t('actions.forgotten'))}
              </Button>
            </Stack>
          }
        >
          {translate(t('step_state.CURRENT'))}
        </Alert>
      )}
      <Box>
        <Typography variant="h6" component="h2">
          {translate(t('steps.title'))}
        </Typography>
        <StepsTimeline workflow={workflow} />
      </Box>
      <Box>
        <Typography variant="h6" component="h2">
          {translate(t('files.title'))}
        </Typography>
        <WorkflowFiles workflow={workflow} />
      </Box>
      {workflow.state === 'PENDING' && <PendingEditor workflow={workflow} onDone={done} />}
      <Box>
        <DeleteWithConfirmButton
          record={workflow}
          resource={SIGN_WORKFLOWS}
          redirect="list"
          mutationMode="pessimistic"
          confirmTitle={translate(t('detail.delete_title'), { name: workflow.name })}
          confirmContent={t('detail.delete_content')}
          successMessage={t('notify.deleted')}
        />
      </Box>
      <SignDialog
        open={dialog === 'sign'}
        onClose={() => setDialog(null)}
        id={String(workflow.id)}
        name={workflow.name}
        onDone={done}
        onForgotten={() => setDialog('recovery')}
      />
      <RefuseDialog
        open={dialog === 'refuse'}
        onClose={() => setDialog(null)}
        id={String(workflow.id)}
        name={workflow.name}
        onDone={done}
      />
      <RecoveryDialog open={dialog === 'recovery'} onClose={() => setDialog(null)} id={String(workflow.id)} />
    </Stack>
  );
};

/** /sign-workflow/{id}: a book's state, steps and documents; sign, refuse or recover a code when it is my turn. */
export const SignWorkflowShow = () => (
  <Show actions={false}>
    <SignWorkflowDetail />
  </Show>
);

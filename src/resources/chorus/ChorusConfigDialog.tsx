import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import {
  AutocompleteInput,
  Form,
  PasswordInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useDataProvider,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CHORUS_ENVIRONMENTS, type TChorusConfigure } from '../../../common/schemas/chorus';
import { ORGANIZATIONS } from '../organizations/name';
import type { ChorusDataProvider } from './calls';
import { chorusErrorMessage } from './chorusErrors';
import { ChorusConnectionState } from './ChorusConnectionState';
import { CHORUS, t } from './name';
import { useChorusConnection } from './useChorusConnection';

type Values = Partial<TChorusConfigure>;

const ENVIRONMENT_CHOICES = CHORUS_ENVIRONMENTS.map((id) => ({ id, name: t.entry('environments', id) }));

/** The chosen organisation's connection, shown and laid into the form (secrets never come back). */
const ConnectionOfOrganisation = () => {
  const translate = useTranslate();
  const orgId = useWatch<Values, 'orgId'>({ name: 'orgId' });
  const { data: connection } = useChorusConnection(orgId);
  const { setValue } = useFormContext<Values>();
  useEffect(() => {
    if (!connection) return;
    setValue('environment', connection.environment ?? 'SIMULATOR');
    setValue('clientId', connection.clientId ?? '');
    setValue('login', connection.login ?? '');
  }, [connection, setValue]);
  if (!connection) return null;
  return (
    <section>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate(t('config.current'))}
      </Typography>
      <ChorusConnectionState connection={connection} />
    </section>
  );
};

const ConnectionInputs = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const environment = useWatch<Values, 'environment'>({ name: 'environment' });
  const simulator = environment === 'SIMULATOR';
  return (
    <Stack>
      <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
        <AutocompleteInput optionText="name" label={t('config.organisation')} validate={required()} />
      </ReferenceInput>
      <ConnectionOfOrganisation />
      {canEdit && (
        <>
          <RadioButtonGroupInput
            source="environment"
            label={t('config.environment')}
            choices={ENVIRONMENT_CHOICES}
            validate={required()}
          />
          {simulator ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(t('config.simulator'))}
            </Alert>
          ) : (
            <>
              <TextInput source="clientId" label={t('config.client_id')} validate={[required(), maxLength(200)]} />
              <PasswordInput
                source="clientSecret"
                label={t('config.client_secret')}
                helperText={t('config.secret_kept')}
                autoComplete="new-password"
              />
            </>
          )}
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
            {translate(t('config.login_help'))}
          </Typography>
          <TextInput source="login" label={t('config.login')} validate={maxLength(200)} autoComplete="off" />
          <PasswordInput source="password" label={t('config.password')} autoComplete="new-password" />
        </>
      )}
    </Stack>
  );
};

/**
 * "Chorus Pro connection": an organisation's connection (`GET guichet-cpp/configuration/{orgId}`), and
 * with the edit feature its settings (`POST guichet-cpp/configure`), checked against Chorus Pro at once.
 */
export const ChorusConfigDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ChorusDataProvider>();
  const { permissions = [] } = usePermissions<string[]>();
  const canEdit = permissions.includes('CHORUS_EDIT');

  const submit = async (values: Values) => {
    try {
      await dataProvider.configureChorus({
        orgId: values.orgId ?? '',
        environment: values.environment ?? 'SIMULATOR',
        clientId: values.environment === 'SIMULATOR' ? '' : (values.clientId ?? ''),
        clientSecret: values.environment === 'SIMULATOR' ? '' : (values.clientSecret ?? ''),
        login: values.login?.trim() || undefined,
        password: values.password || undefined,
      });
      notify(t('notify.configured'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [CHORUS, 'connection', values.orgId] });
      onClose();
      return undefined;
    } catch (error) {
      notify(chorusErrorMessage(error, t('notify.configure_failed')), { type: 'error' });
      // The HTTP client gave each refused field its message key (this area's `fieldMessages` among them).
      return (error as { body?: { errors?: Record<string, string> } }).body?.errors;
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form onSubmit={submit as never} defaultValues={{ environment: 'SIMULATOR' }} noValidate>
        <DialogTitle id={titleId}>{translate(t('config.title'))}</DialogTitle>
        <DialogContent>
          <ConnectionInputs canEdit={canEdit} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          {canEdit && <SaveButton label={t('config.save')} alwaysEnable />}
        </DialogActions>
      </Form>
    </Dialog>
  );
};

import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import {
  Form,
  PasswordInput,
  SaveButton,
  Title,
  required,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AccountDataProvider } from './accountCalls';
import { NewPasswordInputs } from './NewPasswordInputs';
import { RESOURCES_LIST } from '../../resources';

/** The areas' panels (their descriptors' `accountPanels`), in the list's order. */
const PANELS = RESOURCES_LIST.flatMap(({ accountPanels = [] }) => accountPanels);

/** /admin/account: who I am, and the change of my password (the rule, the old one checked). */
export const AccountPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const { data: me } = useQuery({ queryKey: ['account', 'current'], queryFn: () => dataProvider.currentUser() });
  const { mutate, isPending } = useMutation<void, Error, Record<string, unknown>>({
    mutationFn: (values) =>
      dataProvider.changePassword({
        oldPassword: String(values.oldPassword),
        newPassword: String(values.newPassword),
        confirmation: String(values.confirmation),
      }),
    onSuccess: () => notify('liasse.account.changed', { type: 'success' }),
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="liasse.account.title" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('liasse.account.profile')}
          </Typography>
          {me && (
            <>
              <Typography>{`${me.firstName} ${me.name}`}</Typography>
              <Typography color="text.secondary">{me.login}</Typography>
              <Typography color="text.secondary">{me.email}</Typography>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('liasse.account.password')}
          </Typography>
          <Form onSubmit={(values: Record<string, unknown>) => mutate(values)} noValidate>
            <PasswordInput
              source="oldPassword"
              label="liasse.account.old_password"
              autoComplete="current-password"
              validate={required()}
            />
            <NewPasswordInputs
              source="newPassword"
              label="liasse.account.new_password"
              confirmationLabel="liasse.account.confirmation"
            />
            <SaveButton label="liasse.account.submit" disabled={isPending} alwaysEnable />
          </Form>
        </CardContent>
      </Card>
      {PANELS.map((Panel, index) => (
        <Suspense key={index} fallback={null}>
          <Panel />
        </Suspense>
      ))}
    </Stack>
  );
};

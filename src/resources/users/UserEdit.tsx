import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button as MuiButton } from '@mui/material';
import {
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { UsersDataProvider } from './calls';
import { UserInputs } from './UserInputs';

const UnblockButton = () => {
  const record = useRecordContext<{ id: string; blocked: boolean }>();
  const dataProvider = useDataProvider<UsersDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record?.blocked) return null;
  const unblock = () =>
    dataProvider
      .unblockUser(record.id)
      .then(() => {
        notify('resources.admin/rights/users.unblocked', { type: 'success' });
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <MuiButton startIcon={<LockOpenIcon />} onClick={unblock}>
      {translate('resources.admin/rights/users.unblock')}
    </MuiButton>
  );
};

const UserToolbar = () => (
  <Toolbar sx={{ display: 'flex', gap: 1 }}>
    <SaveButton />
    <UnblockButton />
    <span style={{ flex: 1 }} />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

/** At /admin/rights/users/{userId}/edit, as the spec has it. */
export const UserEdit = () => (
  <Edit redirect="list" mutationMode="pessimistic">
    <SimpleForm toolbar={<UserToolbar />}>
      <UserInputs />
    </SimpleForm>
  </Edit>
);

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useGetMany, useNotify, useRedirect, useTranslate } from 'react-admin';
import { ORGANIZATIONS } from '../organizations/name';
import type { EmployeesDataProvider } from './calls';
import { EMPLOYEES, t as employeeKey } from './name';

const t = employeeKey.under('duplicate');

/** What a refused creation says of the employee that already exists. */
export type Duplicate = { existingId?: string; orgIds: string[] };

/**
 * The employee already exists (same NIR, or same matricule in the company): instead of creating
 * them again, link the existing one to the form's organisations (spec section 5). The server
 * names them only to a user who may see them; anyone else is told to ask.
 */
export const DuplicateOffer = ({ duplicate, onClose }: { duplicate?: Duplicate; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<EmployeesDataProvider>();
  const { data: organizations = [] } = useGetMany(
    ORGANIZATIONS,
    { ids: duplicate?.orgIds ?? [] },
    { enabled: Boolean(duplicate?.orgIds.length) },
  );
  const names = organizations.map((org) => org.name as string).join(', ');
  const link = async () => {
    const id = duplicate!.existingId!;
    try {
      for (const orgId of duplicate!.orgIds) await dataProvider.linkEmployee(id, orgId);
      notify(t('linked'), { type: 'info', messageArgs: { organization: names } });
      redirect('show', EMPLOYEES, id);
    } catch {
      notify('resources.employees.bulk.failed', { type: 'error' });
    }
  };
  return (
    <Dialog open={duplicate !== undefined} onClose={onClose} aria-labelledby="duplicate-title">
      <DialogTitle id="duplicate-title">{translate(t('title'))}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(t(duplicate?.existingId ? 'text_visible' : 'text_hidden'), { organization: names })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t('cancel'))}</Button>
        {duplicate?.existingId && (
          <>
            <Button onClick={() => redirect('show', EMPLOYEES, duplicate.existingId)}>{translate(t('show'))}</Button>
            <Button variant="contained" onClick={() => void link()}>
              {translate(t('link'))}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};

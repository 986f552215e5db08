import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { EmployeeRecord, EmployeesDataProvider } from './calls';
import { EMPLOYEES, t } from './name';

/** `1 85 05 78 006 084 91`, as the masked one is written. */
const spaced = (nir: string) =>
  [
    nir.slice(0, 1),
    nir.slice(1, 3),
    nir.slice(3, 5),
    nir.slice(5, 7),
    nir.slice(7, 10),
    nir.slice(10, 13),
    nir.slice(13),
  ].join(' ');

/**
 * The NIR, masked; users with the edit feature may reveal it, each reading recorded by the
 * server. Revealed, it stays on this screen only, never in the record or the cache. A show
 * layout labels it from its `label`; a form does not, so there it names itself (`selfLabelled`).
 */
export const NirReveal = ({ selfLabelled = false }: { label?: string; selfLabelled?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const employee = useRecordContext<EmployeeRecord>();
  const dataProvider = useDataProvider<EmployeesDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: EMPLOYEES, action: 'edit' });
  const [clear, setClear] = useState<string | null>(null);
  if (!employee) return null;
  const reveal = async () => {
    try {
      setClear(await dataProvider.revealNir(String(employee.id)));
      notify(t('nir.revealed_notice'), { type: 'info' });
    } catch {
      notify(t('nir.reveal_failed'), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
      {selfLabelled && (
        <Typography variant="body2" color="text.secondary">
          {translate(t('fields.socialSecurityNumber'))}
        </Typography>
      )}
      <Typography variant="body1" data-testid="nir" sx={{ fontFamily: 'monospace' }}>
        {clear ? spaced(clear) : (employee.socialSecurityNumber ?? translate(t('nir.none')))}
      </Typography>
      {employee.hasNir && canEdit && (
        <Button size="small" onClick={() => (clear ? setClear(null) : void reveal())}>
          {translate(t(clear ? 'nir.hide' : 'nir.reveal'))}
        </Button>
      )}
    </Stack>
  );
};

import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { TDoc } from '../../../common/schemas/documents';
import { EMPLOYEES } from '../employees/name';
import type { DocumentsDataProvider } from './calls';
import { t } from './name';
import { employeeLabel, useRecordChoices, type Choice } from './useRecordChoices';

/**
 * Staff file a document to the right employee of its organisation (or to none): the employee it
 * named loses it at once, and its audit says who moved it.
 */
export const RefileForm = ({ doc, onDone }: { doc: TDoc; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const [search, setSearch] = useState('');
  const [employee, setEmployee] = useState<Choice | null>(null);
  const [saving, setSaving] = useState(false);
  const employees = useRecordChoices(EMPLOYEES, search, { orgId: doc.orgId }, employeeLabel).filter(
    (choice) => choice.id !== doc.employeeId,
  );
  const save = async (target: Choice | null) => {
    setSaving(true);
    try {
      await dataProvider.docRefile(doc.id, target?.id ?? null);
      notify(target ? t('refile.done') : t('refile.done_nobody'), {
        type: 'success',
        messageArgs: { name: target?.label ?? '' },
      });
      await queryClient.invalidateQueries({ queryKey: ['ged'] });
      refresh();
      onDone();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (employee) void save(employee);
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit} sx={{ mt: 1 }} aria-label={translate(t('refile.title'))}>
      <Autocomplete
        size="small"
        options={employees}
        value={employee}
        onChange={(_event, value) => setEmployee(value)}
        onInputChange={(_event, value) => setSearch(value)}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(options) => options}
        disabled={saving}
        renderInput={(params) => <TextField {...params} label={translate(t('refile.employee'))} />}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {doc.employeeId && (
          <Button size="small" disabled={saving} onClick={() => void save(null)}>
            {translate(t('refile.nobody'))}
          </Button>
        )}
        <Button type="submit" variant="contained" size="small" disabled={saving || !employee}>
          {translate(t('refile.save'))}
        </Button>
      </Stack>
    </Stack>
  );
};

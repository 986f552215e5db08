import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { t } from './documentColumns';

type Pair = { name: string; value: string };

/** The metadata filter: documents whose metadata has this name and value. */
export const MetadataFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const applied = (filterValues.metadata as Pair | undefined) ?? { name: '', value: '' };
  const [draft, setDraft] = useState<Pair>(applied);
  const appliedKey = JSON.stringify(applied);
  useEffect(() => setDraft(JSON.parse(appliedKey) as Pair), [appliedKey]);
  const set = (metadata: Pair | undefined) => {
    const rest = Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== 'metadata'));
    setFilters(metadata ? { ...rest, metadata } : rest, displayedFilters);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set(draft.name.trim() ? { name: draft.name.trim(), value: draft.value.trim() } : undefined);
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={translate(t('metadata.title'))}
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ alignItems: 'center' }}
    >
      <TextField
        size="small"
        label={translate(t('metadata.name'))}
        value={draft.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        sx={{ width: 170 }}
      />
      <TextField
        size="small"
        label={translate(t('metadata.value'))}
        value={draft.value}
        onChange={(event) => setDraft({ ...draft, value: event.target.value })}
        sx={{ width: 140 }}
      />
      <Button type="submit" size="small">
        {translate(t('metadata.apply'))}
      </Button>
      {filterValues.metadata !== undefined && (
        <Button size="small" onClick={() => set(undefined)}>
          {translate(t('metadata.clear'))}
        </Button>
      )}
    </Stack>
  );
};

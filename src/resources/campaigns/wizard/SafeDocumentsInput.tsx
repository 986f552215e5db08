import InventoryIcon from '@mui/icons-material/Inventory2';
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { TDocSummary } from '../../../../common/schemas/documents';
import { t } from '../name';
import { FieldError } from './FieldError';
import { SafeDocumentsDialog } from '../../documents/SafeDocumentsDialog';
import type { SafeDocument } from './wizardValues';

/** Documents already in the safe, picked from a search dialog, each removable. */
export const SafeDocumentsInput = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { field, fieldState } = useInput<SafeDocument[]>({ source: 'safeDocs' });
  const docs: SafeDocument[] = field.value ?? [];
  const add = (added: TDocSummary[]) => {
    const known = new Set(docs.map((doc) => doc.id));
    const fresh = added.filter((doc) => !known.has(doc.id));
    field.onChange([...docs, ...fresh.map(({ id, fileName }) => ({ id, fileName }))]);
    setOpen(false);
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button startIcon={<InventoryIcon />} onClick={() => setOpen(true)} disabled={disabled}>
        {translate(t('safe.button'))}
      </Button>
      {docs.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          aria-label={translate(t('safe.chosen'), { smart_count: docs.length })}
          role="list"
          sx={{ flexWrap: 'wrap' }}
        >
          {docs.map((doc) => (
            <Chip
              key={doc.id}
              role="listitem"
              label={doc.fileName}
              disabled={disabled}
              onDelete={() => field.onChange(docs.filter((other) => other.id !== doc.id))}
            />
          ))}
        </Stack>
      )}
      <FieldError message={fieldState.error?.message} />
      {open && <SafeDocumentsDialog name="campaign-safe" open onClose={() => setOpen(false)} onAdd={add} />}
    </Stack>
  );
};

import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { DocType } from '../../../../common/docTypes';
import { CAMPAIGN_MAX_FILES } from '../../../../common/schemas/campaigns';
import { DropZone } from '../../../custom/upload/DropZone';
import { t } from '../name';
import { FieldError } from './FieldError';
import { needsDocTypes, needsDocuments } from './campaignValidation';
import { useDocTypeChoices } from './useDocTypeChoices';
import type { PendingFile } from './wizardValues';

let nextKey = 0;

/** The files of the computer: dropped or picked, each with its document type (required). */
export const CampaignFilesInput = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const docTypes = useDocTypeChoices();
  const [tooMany, setTooMany] = useState(false);
  const { field, fieldState } = useInput<PendingFile[]>({
    source: 'files',
    validate: [needsDocuments, needsDocTypes],
  });
  const files: PendingFile[] = field.value ?? [];
  const change = (next: PendingFile[]) => field.onChange(next);
  const onDrop = (dropped: File[]) => {
    const room = CAMPAIGN_MAX_FILES - files.length;
    setTooMany(dropped.length > room);
    const added = dropped
      .slice(0, Math.max(room, 0))
      .map((file) => ({ key: String(nextKey++), file, docType: '' as const }));
    change([...files, ...added]);
  };
  return (
    <Stack spacing={2}>
      <DropZone
        onDrop={onDrop}
        busy={disabled}
        label={translate(t('wizard.drop'))}
        hoverLabel={translate(t('wizard.dropping'))}
        testId="campaign-files"
      />
      {tooMany && <Alert severity="warning">{translate(t('wizard.too_many'), { max: CAMPAIGN_MAX_FILES })}</Alert>}
      {files.length > 0 && (
        <Box component="ul" aria-label={translate(t('wizard.files'))} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {files.map((pending) => (
            <Stack
              component="li"
              key={pending.key}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                {pending.file.name}
              </Typography>
              <TextField
                select
                size="small"
                required
                label={translate(t('wizard.doc_type'), { name: pending.file.name })}
                value={docTypes.includes(pending.docType as DocType) ? pending.docType : ''}
                error={Boolean(fieldState.error) && !pending.docType}
                onChange={(event) =>
                  change(
                    files.map((other) =>
                      other.key === pending.key ? { ...other, docType: event.target.value as DocType } : other,
                    ),
                  )
                }
                disabled={disabled}
                sx={{ width: 240 }}
              >
                {docTypes.map((docType) => (
                  <MenuItem key={docType} value={docType}>
                    {translate(`liasse.doc_types.${docType}`)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={translate(t('wizard.remove'), { name: pending.file.name })}
                disabled={disabled}
                onClick={() => change(files.filter((other) => other.key !== pending.key))}
              >
                <CloseIcon />
              </IconButton>
            </Stack>
          ))}
        </Box>
      )}
      <FieldError message={fieldState.error?.message} />
    </Stack>
  );
};

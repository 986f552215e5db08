import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { CAMPAIGN_MAX_FILES } from '../../../../common/schemas/campaigns';
import { DropZone } from '../../../custom/upload/DropZone';
import { FileRow, FileRows } from '../../../custom/upload/FileRows';
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
        <FileRows label={translate(t('wizard.files'))}>
          {files.map((pending) => (
            <FileRow
              key={pending.key}
              name={pending.file.name}
              type={{
                value: pending.docType,
                choices: docTypes,
                label: translate(t('wizard.doc_type'), { name: pending.file.name }),
                required: true,
                error: Boolean(fieldState.error) && !pending.docType,
                onChange: (docType) =>
                  change(files.map((other) => (other.key === pending.key ? { ...other, docType } : other))),
              }}
              removeLabel={translate(t('wizard.remove'), { name: pending.file.name })}
              onRemove={() => change(files.filter((other) => other.key !== pending.key))}
              disabled={disabled}
            />
          ))}
        </FileRows>
      )}
      <FieldError message={fieldState.error?.message} />
    </Stack>
  );
};

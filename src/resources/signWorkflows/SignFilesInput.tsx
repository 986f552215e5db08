import InventoryIcon from '@mui/icons-material/Inventory2';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DOC_TYPES, type DocType } from '../../../common/docTypes';
import type { TDocSummary } from '../../../common/schemas/documents';
import { DropZone } from '../../custom/upload/DropZone';
import { FileRow, FileRows } from '../../custom/upload/FileRows';
import type { NewSignFile } from './calls';
import { t } from './name';
import { SafeDocumentsDialog } from '../documents/SafeDocumentsDialog';

let nextKey = 0;
const fileName = (file: NewSignFile) => ('file' in file ? file.file.name : file.fileName);

/**
 * The book's documents: PDFs from the computer (a type and an optional description each) or
 * documents of the safe (their type is theirs). A template's required types come first.
 */
export const SignFilesInput = ({
  files,
  onChange,
  busy,
  requiredTypes,
}: {
  files: NewSignFile[];
  onChange: (files: NewSignFile[]) => void;
  busy: boolean;
  requiredTypes?: readonly DocType[];
}) => {
  const translate = useTranslate();
  const [safeOpen, setSafeOpen] = useState(false);
  const types = requiredTypes && requiredTypes.length > 0 ? requiredTypes : DOC_TYPES;
  // With a template, the first required type not yet taken, for the next file; else the first type.
  const nextType = (taken: readonly NewSignFile[]) =>
    (requiredTypes?.length ? types.find((type) => !taken.some((file) => file.docTypeCode === type)) : undefined) ??
    types[0]!;
  const update = (key: string, change: Partial<NewSignFile>) =>
    onChange(files.map((file) => (file.key === key ? ({ ...file, ...change } as NewSignFile) : file)));
  const onDrop = (dropped: File[]) => {
    const added: NewSignFile[] = [];
    for (const file of dropped) {
      added.push({ key: String(nextKey++), file, docTypeCode: nextType([...files, ...added]), description: '' });
    }
    onChange([...files, ...added]);
  };
  const addFromSafe = (docs: TDocSummary[]) => {
    const chosen = new Set(files.flatMap((file) => ('docId' in file ? [file.docId] : [])));
    const fresh = docs.filter((doc) => !chosen.has(doc.id));
    onChange([
      ...files,
      ...fresh.map((doc) => ({
        key: String(nextKey++),
        docId: doc.id,
        fileName: doc.fileName,
        docTypeCode: doc.docType,
        description: '',
      })),
    ]);
    setSafeOpen(false);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 720, mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(t('files.title'))}
      </Typography>
      {requiredTypes && requiredTypes.length > 0 && (
        <Typography color="text.secondary" gutterBottom>
          {translate(t('files.required_types'), {
            types: requiredTypes.map((type) => translate(`liasse.doc_types.${type}`)).join(', '),
          })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Box sx={{ flex: 1 }}>
          <DropZone
            onDrop={onDrop}
            busy={busy}
            label={translate(t('files.drop'))}
            hoverLabel={translate(t('files.dropping'))}
            testId="sign-files"
            padding={2}
          />
        </Box>
        <Button variant="outlined" startIcon={<InventoryIcon />} onClick={() => setSafeOpen(true)} disabled={busy}>
          {translate(t('files.from_safe'))}
        </Button>
      </Stack>
      {files.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <FileRows label={translate(t('files.title'))}>
            {files.map((file) => {
              const name = fileName(file);
              return (
                <FileRow
                  key={file.key}
                  name={name}
                  type={{
                    value: file.docTypeCode as DocType,
                    choices: DOC_TYPES,
                    label: translate(t('files.doc_type'), { name }),
                    // A document of the safe keeps its own type.
                    disabled: 'docId' in file,
                    onChange: (docTypeCode) => update(file.key, { docTypeCode }),
                  }}
                  removeLabel={translate(t('files.remove'), { name })}
                  onRemove={() => onChange(files.filter((other) => other.key !== file.key))}
                  disabled={busy}
                >
                  <TextField
                    size="small"
                    label={translate(t('files.description'), { name })}
                    value={file.description}
                    onChange={(event) => update(file.key, { description: event.target.value })}
                    disabled={busy}
                    slotProps={{ htmlInput: { maxLength: 500 } }}
                    sx={{ width: 220 }}
                  />
                </FileRow>
              );
            })}
          </FileRows>
        </Box>
      )}
      {safeOpen && <SafeDocumentsDialog name="sign-safe" open onClose={() => setSafeOpen(false)} onAdd={addFromSafe} />}
    </Box>
  );
};

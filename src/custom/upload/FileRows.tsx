import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DocType } from '../../../common/docTypes';

/** The list of the files about to be sent, named for assistive tools. */
export const FileRows = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {children}
  </Box>
);

export type FileTypeSelect = {
  value: DocType | '';
  choices: readonly DocType[];
  /** Names the select after its file, for assistive tools. */
  label: string;
  onChange: (docType: DocType) => void;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
};

/**
 * One file about to be sent: its name, its document type, the row's own fields (`children`) and
 * the button that takes it off the list. `settled` replaces the type and the button once the
 * file needs nothing more (sent); `below` shows under the row (progress, its error).
 */
export const FileRow = ({
  name,
  type,
  removeLabel,
  onRemove,
  disabled,
  settled,
  below,
  children,
}: {
  name: string;
  type: FileTypeSelect;
  removeLabel: string;
  onRemove: () => void;
  disabled: boolean;
  settled?: ReactNode;
  below?: ReactNode;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {settled ?? (
          <>
            <TextField
              select
              size="small"
              required={type.required}
              label={type.label}
              // A value the choices lack (the organisation changed) shows as none chosen.
              value={type.choices.includes(type.value as DocType) ? type.value : ''}
              error={type.error}
              helperText={type.helperText}
              onChange={(event) => type.onChange(event.target.value as DocType)}
              disabled={disabled || type.disabled}
              sx={{ width: 220 }}
            >
              {type.choices.map((docType) => (
                <MenuItem key={docType} value={docType}>
                  {translate(`liasse.doc_types.${docType}`)}
                </MenuItem>
              ))}
            </TextField>
            {children}
            <IconButton aria-label={removeLabel} disabled={disabled} onClick={onRemove}>
              <CloseIcon />
            </IconButton>
          </>
        )}
      </Stack>
      {below}
    </Box>
  );
};

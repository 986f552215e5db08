import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';

/**
 * The dashed area files are dropped on or picked from, with its wording while a drag hovers it;
 * disabled (and a progress cursor) while `busy`. The input is named `label` for assistive tools.
 */
export const DropZone = ({
  onDrop,
  multiple = true,
  busy,
  label,
  hoverLabel,
  testId,
  padding = 3,
}: {
  onDrop: (files: File[]) => void;
  multiple?: boolean;
  busy: boolean;
  label: string;
  hoverLabel: string;
  testId: string;
  padding?: number;
}) => {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, multiple, disabled: busy });
  return (
    <Box
      {...getRootProps()}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: padding,
        textAlign: 'center',
        cursor: busy ? 'progress' : 'pointer',
      }}
    >
      <input {...getInputProps()} aria-label={label} data-testid={testId} />
      <UploadFileIcon color="action" fontSize="large" />
      <Typography>{isDragActive ? hoverLabel : label}</Typography>
    </Box>
  );
};

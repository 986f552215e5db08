import { FormHelperText } from '@mui/material';
import { ValidationError } from 'react-admin';

/** A custom input's validation message, translated as react-admin's inputs show theirs. */
export const FieldError = ({ message }: { message?: string }) =>
  message ? (
    <FormHelperText error>
      <ValidationError error={message} />
    </FormHelperText>
  ) : null;

import { TextInput, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { nirError } from '../../../common/nir';
import { t } from './name';

/** A NIR's characters, key included. */
const NIR_LENGTH = 15;

const normalized = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();

/** The NIR's shape and key, as the server checks them; a temporary number needs its box ticked. */
const validateNir: Validator = (value: unknown, values: { nirTemporary?: boolean }) => {
  if (!value || typeof value !== 'string') return undefined;
  const code = nirError(normalized(value), { temporary: values.nirTemporary ?? false });
  return code ? t(`validation.${code}`) : undefined;
};

/**
 * A NIR typed in full (a new employee's, or one replacing the stored one), checked as it is typed
 * (docs/employees.md): when the field is left, as soon as all its characters are in, and again on each change
 * once it was flagged, not only when the form is saved.
 */
export const NirInput = ({ source, helperText }: { source: string; helperText: string }) => {
  const { trigger, getFieldState } = useFormContext();
  return (
    <TextInput
      source={source}
      validate={validateNir}
      helperText={helperText}
      autoComplete="off"
      onBlur={() => void trigger(source)}
      onChange={(event: { target: { value: string } }) => {
        if (getFieldState(source).error || normalized(event.target.value).length >= NIR_LENGTH) void trigger(source);
      }}
    />
  );
};

import type { SxProps, Theme } from '@mui/material';
import { useMemo, useRef } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps, type Validator } from 'react-admin';
import { DayField } from './DayField';

/**
 * Said while what is typed is no day yet (31/02, or a part missing): the form then holds no day,
 * but the field's input holds the text typed.
 */
const unfinishedDay =
  (input: { current: HTMLInputElement | null }): Validator =>
  (value: unknown) =>
    !value && input.current?.value ? 'liasse.validation.day' : undefined;

/**
 * react-admin's date input, typed and shown in the user's language (DayField) instead of the
 * browser's: the form's value is `YYYY-MM-DD`, or null when empty.
 */
export const DayInput = ({
  source,
  label,
  helperText,
  validate,
  disabled,
  resource,
  sx,
}: Pick<InputProps, 'source' | 'label' | 'helperText' | 'validate' | 'disabled' | 'resource'> & {
  sx?: SxProps<Theme>;
}) => {
  const input = useRef<HTMLInputElement | null>(null);
  const validators = useMemo(
    () => [unfinishedDay(input), ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
    [validate],
  );
  const {
    id,
    field,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source, validate: validators, disabled, resource, format: (value) => value ?? null });
  return (
    <DayField
      id={id}
      name={field.name}
      inputRef={(element) => {
        input.current = element;
        field.ref(element);
      }}
      value={field.value as string | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled}
      required={isRequired}
      sx={sx}
      className={`ra-input ra-input-${source}`}
      label={
        label === false || label === '' ? undefined : (
          // The picker marks a required field itself (its asterisk, aria-required): the title does not again.
          <FieldTitle label={label} source={source} resource={resource} isRequired={false} />
        )
      }
      error={invalid}
      helperText={<InputHelperText error={error?.message} helperText={helperText} />}
    />
  );
};

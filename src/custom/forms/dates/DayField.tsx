import { format, isValid, parseISO } from 'date-fns';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useLocaleState } from 'react-admin';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useTheme, type SxProps, type Theme } from '@mui/material';
import { pickerLocale } from './pickerLocales';

/** A day as the server takes it: `YYYY-MM-DD`. */
const ISO_DAY = 'yyyy-MM-dd';

const dateOf = (day: string | null | undefined) => {
  if (!day) return null;
  const date = parseISO(day.slice(0, 10));
  return isValid(date) ? date : null;
};

export type DayFieldProps = {
  /** The day, `YYYY-MM-DD` (longer ISO strings are read by their day), or empty. */
  value: string | null | undefined;
  /**
   * The day typed or picked, `YYYY-MM-DD`, or null: empty, or what is typed is no day yet (then
   * the field keeps it as typed, and its input, `inputRef`, holds the text).
   */
  onChange: (day: string | null) => void;
  label?: ReactNode;
  /** The name read out when no label is shown (a column's search). */
  ariaLabel?: string;
  name?: string;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  className?: string;
};

/**
 * A day typed and shown in the user's language (25/12/2026 in French) whatever the browser's,
 * which the native date input follows instead, with a calendar to pick it from; the value stays
 * the server's `YYYY-MM-DD`.
 */
export const DayField = ({ value, onChange, ariaLabel, label, error, helperText, ...field }: DayFieldProps) => {
  const [locale = 'fr'] = useLocaleState();
  const { dates, texts } = pickerLocale(locale);
  // Looking like the form's other inputs: the picker's text field does not read MuiTextField's defaults.
  const { variant, margin, size } = useTheme().components?.MuiTextField?.defaultProps ?? {};
  // What is typed stays as typed while it is no day yet (the form holds null meanwhile); a value
  // changed from outside (a reset, a cleared filter) replaces it.
  const [date, setDate] = useState<Date | null>(() => dateOf(value));
  const published = useRef(value ?? null);
  useEffect(() => {
    if ((value ?? null) === published.current) return;
    published.current = value ?? null;
    setDate(dateOf(value));
  }, [value]);

  const change = (next: Date | null) => {
    setDate(next);
    const day = next && isValid(next) ? format(next, ISO_DAY) : null;
    published.current = day;
    onChange(day);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dates} localeText={texts}>
      <DatePicker
        value={date}
        onChange={change}
        label={label}
        disabled={field.disabled}
        name={field.name}
        inputRef={field.inputRef}
        className={field.className}
        // Without a label, the empty field shows its format (JJ/MM/AAAA) in full contrast.
        sx={[
          ...(Array.isArray(field.sx) ? field.sx : [field.sx]),
          label ? {} : { '& .MuiPickersInputBase-sectionsContainer': { opacity: 1, color: 'text.secondary' } },
        ]}
        slotProps={{
          textField: {
            id: field.id,
            variant,
            margin,
            size: field.size ?? size,
            fullWidth: field.fullWidth,
            required: field.required,
            error,
            helperText,
            onBlur: field.onBlur,
            onKeyDown: field.onKeyDown,
            ...(ariaLabel ? { slotProps: { input: { 'aria-label': ariaLabel } } } : {}),
          },
        }}
      />
    </LocalizationProvider>
  );
};

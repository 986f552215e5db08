import { Alert, AlertTitle } from '@mui/material';
import { ValidationError, useTranslate } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';

/** Every field error of the form, nested ones included, as [source, message]. */
const flatten = (errors: FieldErrors, prefix = ''): [string, string][] =>
  Object.entries(errors).flatMap(([key, error]): [string, string][] => {
    const source = prefix ? `${prefix}.${key}` : key;
    if (!error || typeof error !== 'object') return [];
    if ('message' in error && typeof error.message === 'string' && error.message) return [[source, error.message]];
    return flatten(error as FieldErrors, source);
  });

/**
 * After a failed save, all the form's errors at once, as a list (spec section 8: organisation
 * creation shows all errors as a list), beside each field's own message: a tabbed form's errors
 * may sit on a tab not shown. The title is the resource's own (`resources.<name>.errors_title`:
 * "The employee cannot be saved:").
 */
export const FormErrorSummary = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  const { errors, isSubmitted } = useFormState();
  const list = flatten(errors);
  if (!isSubmitted || list.length === 0) return null;
  // An item of a list (`links.0.orgId`) is labelled as its field (`orgId`) unless the list's item has a label.
  const label = (source: string) => {
    const path = source.replace(/\.\d+(?=\.|$)/g, '');
    const field = path.split('.').pop() ?? path;
    return translate(`resources.${resource}.fields.${path}`, {
      _: translate(`resources.${resource}.fields.${field}`, { _: field }),
    });
  };
  return (
    <Alert severity="error" role="alert" sx={{ mx: 2, mb: 1 }}>
      <AlertTitle>{translate(`resources.${resource}.errors_title`)}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {list.map(([source, message]) => (
          <li key={source}>
            {label(source)}: <ValidationError error={message} />
          </li>
        ))}
      </ul>
    </Alert>
  );
};

import { PasswordInput, required } from 'react-admin';
import { passwordRule, sameAs } from './passwordValidation';

/** A new password under the spec's rule, and its confirmation, as every password form asks them. */
export const NewPasswordInputs = ({
  source = 'password',
  label,
  confirmationLabel,
}: {
  source?: string;
  label: string;
  confirmationLabel: string;
}) => (
  <>
    <PasswordInput
      source={source}
      label={label}
      autoComplete="new-password"
      validate={[required(), passwordRule]}
      helperText="liasse.reset.rule"
    />
    <PasswordInput
      source="confirmation"
      label={confirmationLabel}
      autoComplete="new-password"
      validate={[required(), sameAs(source)]}
    />
  </>
);

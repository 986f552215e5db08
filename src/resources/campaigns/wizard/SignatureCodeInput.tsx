import { TextInput, required, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { OrganizationRecord } from '../../organizations/calls';
import { ORGANIZATIONS } from '../../organizations/name';
import { t } from '../name';

/**
 * The emitter's signature code (spec: the campaign's codeSignature), asked when the emitting
 * organisation's configuration has each campaign confirmed with it; the signature books' code.
 */
export const SignatureCodeInput = () => {
  const orgId = useWatch({ name: 'orgId' }) as string | null;
  const { data: org } = useGetOne<OrganizationRecord>(ORGANIZATIONS, { id: orgId ?? '' }, { enabled: Boolean(orgId) });
  if (!org?.conf?.dispatchSignature) return null;
  return (
    <TextInput
      source="codeSignature"
      type="password"
      label={t('wizard.code_signature')}
      helperText={t('wizard.code_signature_help')}
      validate={required()}
      autoComplete="off"
      sx={{ maxWidth: 320 }}
    />
  );
};

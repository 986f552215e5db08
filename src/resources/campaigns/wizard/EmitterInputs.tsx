import { useEffect } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  TextInput,
  maxLength,
  required,
  useGetOne,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TOrganization } from '../../../../common/schemas/organizations';
import { ORGANIZATIONS } from '../../organizations/name';
import { t } from '../name';

/** The emitter's SIRET, shown as the organisation has it and sent with the campaign. */
const EmitterSiret = () => {
  const { setValue } = useFormContext();
  const orgId = useWatch({ name: 'orgId' }) as string | null;
  const { data: org } = useGetOne<TOrganization>(ORGANIZATIONS, { id: orgId ?? '' }, { enabled: Boolean(orgId) });
  const siret = orgId ? (org?.siret ?? '') : '';
  useEffect(() => setValue('siret', siret, { shouldValidate: Boolean(siret) }), [setValue, siret]);
  return <TextInput source="siret" label={t('wizard.siret')} readOnly validate={required()} />;
};

/** Step 2: the emitting organisation (one the user sees) and its SIRET, the campaign's name and options. */
export const EmitterInputs = () => (
  <>
    <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
      <AutocompleteInput optionText="name" label={t('wizard.organization')} validate={required()} />
    </ReferenceInput>
    <EmitterSiret />
    <TextInput source="name" label={t('wizard.name')} validate={[required(), maxLength(200)]} />
    <BooleanInput source="review" label={t('wizard.review')} />
    <BooleanInput source="noDistribution" label={t('wizard.no_distribution')} />
  </>
);

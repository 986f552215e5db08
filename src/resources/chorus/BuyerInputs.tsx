import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AutocompleteInput, TextInput, maxLength, required, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isValidSiret } from '../../../common/siret';
import type { ChorusDataProvider } from './calls';
import { chorusErrorMessage } from './chorusErrors';
import type { InvoiceFormValues } from './invoiceForm';
import { CHORUS, t } from './name';

const field = t.under('fields');

/**
 * The debtor, found by its SIRET among Chorus Pro's structures (`GET guichet-cpp/structure/{siret}`):
 * its name, its services offered as the service codes, and the service code and commitment number
 * required when the structure says so.
 */
export const BuyerInputs = ({ orgId }: { orgId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ChorusDataProvider>();
  const siret = useWatch<InvoiceFormValues, 'buyer.siret'>({ name: 'buyer.siret' })?.trim() ?? '';
  const { getValues, setValue } = useFormContext<InvoiceFormValues>();
  const lookup = useQuery({
    queryKey: [CHORUS, 'structure', orgId, siret],
    queryFn: () => dataProvider.chorusStructure(siret, orgId),
    enabled: isValidSiret(siret),
    retry: false,
  });
  const structure = isValidSiret(siret) ? lookup.data : undefined;
  useEffect(() => {
    if (structure && !getValues('buyer.name')) setValue('buyer.name', structure.name);
  }, [structure, getValues, setValue]);

  const serviceValidate = structure?.serviceCodeRequired ? [required(), maxLength(100)] : maxLength(100);
  const commitmentValidate = structure?.commitmentNumberRequired ? [required(), maxLength(50)] : maxLength(50);
  return (
    <Stack>
      <TextInput source="buyer.siret" label={field('buyer.siret')} validate={required()} />
      {isValidSiret(siret) && lookup.isFetching && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{translate(t('add.structure_looking'))}</Typography>
        </Stack>
      )}
      {lookup.error && isValidSiret(siret) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(chorusErrorMessage(lookup.error, t('errors.structure_failed')))}
        </Alert>
      )}
      {structure && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate(t('add.structure_found'), { name: structure.name })}
          {structure.serviceCodeRequired && <div>{translate(t('add.structure_service_required'))}</div>}
          {structure.commitmentNumberRequired && <div>{translate(t('add.structure_commitment_required'))}</div>}
        </Alert>
      )}
      <TextInput source="buyer.name" label={field('buyer.name')} validate={[required(), maxLength(200)]} />
      <TextInput source="buyer.vatId" label={field('buyer.vatId')} validate={maxLength(30)} />
      {structure && structure.services.length > 0 ? (
        <AutocompleteInput
          source="serviceCode"
          label={field('serviceCode')}
          choices={structure.services.map((service) => ({
            id: service.code,
            name: `${service.code} – ${service.name}`,
          }))}
          validate={serviceValidate}
          translateChoice={false}
        />
      ) : (
        <TextInput source="serviceCode" label={field('serviceCode')} validate={serviceValidate} />
      )}
      <TextInput source="commitmentNumber" label={field('commitmentNumber')} validate={commitmentValidate} />
    </Stack>
  );
};

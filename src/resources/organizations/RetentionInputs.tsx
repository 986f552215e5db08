import { Box, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput,
  NumberInput,
  SelectInput,
  maxValue,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { RETENTION_RULES_OF } from '../../../common/retention';
import type { OrganizationRecord, RetentionEntry } from './calls';
import { retentionSentence } from './retentionSentence';

const label = (rest: string) => `resources.organizations.retention.${rest}`;
const YEARS = [required(), minValue(1), maxValue(100)];
const AGE = [required(), minValue(18), maxValue(120)];

/**
 * The retention tab of the organisation form: per document type, what applies now (chosen above or
 * by default), or this organisation's own choice with the duration its rule takes.
 */
export const RetentionInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext<OrganizationRecord>();
  const entries = (useWatch({ name: 'retention' }) as RetentionEntry[] | undefined) ?? [];
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 640 }}>
      <Typography variant="body2">{translate(label('intro'))}</Typography>
      {entries.map((entry, index) => {
        const saved = record?.retention.find((policy) => policy.docType === entry.docType);
        const path = `retention.${index}`;
        return (
          <Box
            key={entry.docType}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, m: 0 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {translate(`liasse.doc_types.${entry.docType}`)}
            </Typography>
            <BooleanInput
              source={`${path}.own`}
              label={label('own')}
              helperText={!entry.own && saved && saved.source !== 'OWN' ? retentionSentence(translate, saved) : false}
            />
            {entry.own && (
              <SelectInput
                source={`${path}.rule`}
                label={label('rule')}
                choices={RETENTION_RULES_OF[entry.docType].map((id) => ({ id, name: label(`rules.${id}`) }))}
                validate={required()}
              />
            )}
            {entry.own && (entry.rule === 'AFTER_DEPARTURE' || entry.rule === 'AFTER_DEPOSIT') && (
              <NumberInput source={`${path}.years`} label={label('years')} min={1} max={100} validate={YEARS} />
            )}
            {entry.own && entry.rule === 'UNTIL_AGE' && (
              <NumberInput source={`${path}.age`} label={label('age')} min={18} max={120} validate={AGE} />
            )}
          </Box>
        );
      })}
    </Stack>
  );
};

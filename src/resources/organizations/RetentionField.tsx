import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OrganizationRecord } from './calls';
import { retentionSentence } from './retentionSentence';

/** The retention tab of the organisation page: each document type's policy and where it comes from. */
export const RetentionField = (_props: { label?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<OrganizationRecord>();
  if (!record) return null;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {record.retention.map((policy) => (
        <Box key={policy.docType} sx={{ mb: 1 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`liasse.doc_types.${policy.docType}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {retentionSentence(translate, policy)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isEmptyContent } from './cellValue';

/** Label: value pairs on a card; an empty value reads 'Not provided'. */
export const CardFields = ({ fields }: { fields: { labelKey: string; value: ReactNode }[] }) => {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
      {fields.map(({ labelKey, value }) => (
        <Box key={labelKey} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(labelKey)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {isEmptyContent(value) ? (
              <Box component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                {translate('liasse.table.not_provided')}
              </Box>
            ) : (
              value
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

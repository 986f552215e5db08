import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { TPartnership } from '../../../common/schemas/partnerships';
import { PARTNERSHIPS } from './name';
import { PartnershipStatusChip } from './PartnershipStatusChip';

/** The partnerships of a list as cards: name, SIRET, organisation and status, then what the page adds. */
export const PartnershipCards = ({
  emptyKey,
  children,
}: {
  emptyKey: string;
  children?: (partnership: TPartnership) => ReactNode;
}) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<TPartnership>();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate(emptyKey)}</Typography>;
  return (
    <Stack spacing={1} sx={{ p: 1 }} component="ul" style={{ listStyle: 'none', margin: 0 }}>
      {data.map((partnership) => (
        <Card key={partnership.id} component="li" variant="outlined" data-partnership={partnership.id}>
          <CardContent>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {partnership.name}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {translate(`resources.${PARTNERSHIPS}.fields.siret`)} {partnership.siret} · {partnership.orgName}
              </Typography>
              <PartnershipStatusChip status={partnership.status} />
              {partnership.email && <Typography variant="body2">{partnership.email}</Typography>}
            </Stack>
            {children?.(partnership)}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

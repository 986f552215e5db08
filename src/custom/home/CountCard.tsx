import BusinessIcon from '@mui/icons-material/Business';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A dashboard count, linking to its list. */
export const CountCard = ({
  to,
  label,
  count,
  icon = <BusinessIcon color="primary" fontSize="large" />,
}: {
  to: string;
  label: string;
  count?: number;
  icon?: ReactNode;
}) => (
  <Card sx={{ minWidth: 200 }}>
    <CardActionArea component={Link} to={to}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {icon}
          <div>
            <Typography variant="h4" component="p">
              {count ?? '…'}
            </Typography>
            <Typography color="text.secondary">{label}</Typography>
          </div>
        </Stack>
      </CardContent>
    </CardActionArea>
  </Card>
);

import BusinessIcon from '@mui/icons-material/Business';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** A dashboard count, linking to its list. */
export const CountCard = ({
  to,
  label,
  count,
  Icon = BusinessIcon,
}: {
  to: string;
  label: string;
  count?: number;
  Icon?: typeof BusinessIcon;
}) => (
  <Card sx={{ minWidth: 200 }}>
    <CardActionArea component={Link} to={to}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Icon color="primary" fontSize="large" />
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

import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { COLLECTOR_CATEGORIES } from '../../../common/collectors';
import type { TCollector } from '../../../common/schemas/collectors';
import type { CollectorsDataProvider } from './calls';
import { COLLECTORS, t } from './name';

const CollectorCard = ({ collector, canCreate }: { collector: TCollector; canCreate: boolean }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ minWidth: 180 }} data-collector={collector.id}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h4">
          {collector.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(t('catalogue.subscriptions'), { smart_count: collector.subscriptions })}
        </Typography>
      </CardContent>
      {canCreate && (
        <CardActions>
          <Button
            component={Link}
            to={`/${COLLECTORS}/create?collectorId=${collector.id}`}
            size="small"
            startIcon={<AddIcon />}
            aria-label={translate(t('catalogue.subscribe_to'), { name: collector.name })}
          >
            {translate(t('catalogue.subscribe'))}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};

/**
 * The catalogue (`GET collectors`), by category: mailboxes (IMAP), file servers (SFTP, WebDAV),
 * each with the user's subscriptions to it and, with the editing feature, a way to add an account.
 */
export const CollectorCatalogue = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CollectorsDataProvider>();
  const { canAccess: canCreate = false } = useCanAccess({ resource: COLLECTORS, action: 'create' });
  const { data, error } = useQuery({
    queryKey: [COLLECTORS, 'catalogue'],
    queryFn: () => dataProvider.collectorCatalogue(),
  });
  return (
    <Stack component="section" aria-labelledby="collector-catalogue" spacing={1} sx={{ px: 2, pt: 2 }}>
      <Typography variant="h6" component="h2" id="collector-catalogue">
        {translate(t('catalogue.title'))}
      </Typography>
      {error && <Alert severity="error">{translate(t('catalogue.failed'))}</Alert>}
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {COLLECTOR_CATEGORIES.map((category) => (
          <Stack key={category} spacing={1}>
            <Typography variant="subtitle2" component="h3" color="text.secondary">
              {translate(t.under('catalogue').entry('categories', category))}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {data
                ?.filter((collector) => collector.category === category)
                .map((collector) => (
                  <CollectorCard key={collector.id} collector={collector} canCreate={canCreate} />
                ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
};

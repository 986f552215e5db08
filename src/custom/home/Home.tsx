import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { RESOURCES_LIST } from '../../resources';
import { session } from '../../session';

/** Each area's part of the home page (its descriptor's `home`), in the order the areas state. */
const AREAS = RESOURCES_LIST.flatMap(({ name, home }) => (home ? [{ name, ...home }] : [])).sort(
  (a, b) => a.order - b.order,
);

/** The home page: quick links and counts, each shown only with its feature; a personal account's documents for an employee. */
export const Home = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // An employee's personal account has only its own documents.
  if (session.read()?.personalAccount) return <Navigate to="/my-documents" replace />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Card>
        <Title title="liasse.menu.home" />
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('liasse.home.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          <Typography color="text.secondary">{translate('liasse.home.intro')}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            {AREAS.map(({ name, links: Links }) => Links && <AreaPart key={name} Part={Links} />)}
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {AREAS.map(({ name, counts: Counts }) => Counts && <AreaPart key={name} Part={Counts} />)}
      </Stack>
    </Stack>
  );
};

// An area's cards load with their own chunk; the page does not wait for them.
const AreaPart = ({ Part }: { Part: ComponentType }) => (
  <Suspense fallback={null}>
    <Part />
  </Suspense>
);

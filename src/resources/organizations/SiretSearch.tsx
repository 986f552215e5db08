import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import { siretMessage } from './siretValidation';
import type { OrganizationsDataProvider, SiretLookup } from './calls';

export type Prefill = { siret?: string; name?: string | null; address?: Partial<SiretLookup['address']> };

type Outcome =
  { kind: 'invalid'; message: string } | { kind: 'unknown'; siret: string } | { kind: 'failed' } | undefined;

/**
 * The first step of a new organisation: look its SIRET up in the directory and prefill the form,
 * or, when the directory does not know it (or the user prefers), fill the form by hand.
 */
export const SiretSearch = ({ onDone }: { onDone: (prefill: Prefill) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OrganizationsDataProvider>();
  const [siret, setSiret] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [searching, setSearching] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const value = siret.replace(/\s/g, '');
    const invalid = siretMessage(value);
    if (invalid) return setOutcome({ kind: 'invalid', message: invalid });
    setSearching(true);
    try {
      const found = await dataProvider.lookupSiret(value);
      onDone({ siret: found.siret, name: found.name, address: found.address });
    } catch (error) {
      setOutcome(httpErrorOf(error).status === 404 ? { kind: 'unknown', siret: value } : { kind: 'failed' });
    } finally {
      setSearching(false);
    }
  };

  return (
    <Box component="form" onSubmit={search} noValidate sx={{ p: 2, maxWidth: 560 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.organizations.siret_search.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.organizations.siret_search.intro')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={translate('resources.organizations.fields.siret')}
          value={siret}
          onChange={(event) => {
            setSiret(event.target.value);
            setOutcome(undefined);
          }}
          error={outcome?.kind === 'invalid'}
          helperText={outcome?.kind === 'invalid' ? translate(outcome.message) : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 17 } }}
          autoFocus
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={searching} sx={{ mt: 1 }}>
          {translate('resources.organizations.siret_search.search')}
        </Button>
      </Stack>
      {outcome?.kind === 'unknown' && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => onDone({ siret: outcome.siret })}>
              {translate('resources.organizations.siret_search.continue')}
            </Button>
          }
        >
          {translate('resources.organizations.siret_search.not_found')}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('resources.organizations.siret_search.failed')}
        </Alert>
      )}
      <Button sx={{ mt: 2 }} onClick={() => onDone({})}>
        {translate('resources.organizations.siret_search.skip')}
      </Button>
    </Box>
  );
};

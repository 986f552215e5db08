import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';

type Props = {
  reference: string;
  /** The chosen record's id, or '' for none. */
  value: string;
  onChange: (id: string) => void;
  label: string;
};

const OPTIONS = 25;
const TYPING_PAUSE_MS = 300;

type Named = RaRecord & { name: string };

/**
 * A column search over another resource's records (the organisations of an employee, say): the
 * server searches them by name as one types, since a customer may have thousands; choosing one
 * applies it at once, like a select.
 */
export const ReferenceColumnSearch = ({ reference, value, onChange, label }: Props) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data: options = [], isPending } = useGetList<Named>(reference, {
    filter: { q: searched },
    pagination: { page: 1, perPage: OPTIONS },
    sort: { field: 'name', order: 'ASC' },
  });
  // The chosen record may not be among the options of the current search.
  const { data: chosen } = useGetOne<Named>(reference, { id: value }, { enabled: value !== '' });
  const selected = value === '' ? null : (chosen ?? options.find((option) => String(option.id) === value) ?? null);

  return (
    <Autocomplete
      size="small"
      fullWidth
      options={options}
      value={selected}
      loading={isPending}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_event, option) => onChange(option ? String(option.id) : '')}
      noOptionsText={translate('ra.navigation.no_results')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          sx={{ '& .MuiInputBase-root': { py: '1px' }, '& .MuiInputBase-input': { fontSize: '0.875rem' } }}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': translate('liasse.table.search_by', { column: label }),
            },
          }}
        />
      )}
    />
  );
};

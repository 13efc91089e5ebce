import { useEffect, useState } from 'react';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GeocodeSuggestion, OutageAddress } from '../../api/plannedOutageTypes';
import type { StaffDataProvider } from '../../providers/dataProvider';
import { suggestionToAddress } from '../addresses';

// Spec §2.12: the public geocoder, asked 250 ms after the last key, from 2 characters.
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
export const AUTOCOMPLETE_MIN_CHARS = 2;
const SUGGESTION_LIMIT = 10;

/** Adds one address picked from the geocoder's suggestions; the field empties for the next one. */
export const AddressAutocomplete = ({ onAdd, disabled = false }: { onAdd: (address: OutageAddress) => void; disabled?: boolean }) => {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<GeocodeSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const query = input.trim();

  useEffect(() => {
    if (query.length < AUTOCOMPLETE_MIN_CHARS) {
      setOptions([]);
      setLoading(false);
      return;
    }
    // Answers to older queries are dropped: only the latest text's suggestions are shown.
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      dataProvider
        .geocodeAutocomplete(query, SUGGESTION_LIMIT)
        .then((suggestions) => current && setOptions(Array.isArray(suggestions) ? suggestions : []))
        .catch(() => current && setOptions([]))
        .finally(() => current && setLoading(false));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, dataProvider]);

  return (
    <Autocomplete<GeocodeSuggestion, false, false, false>
      options={options}
      value={null}
      inputValue={input}
      disabled={disabled}
      onInputChange={(_event, value, reason) => {
        // 'reset' is MUI writing the picked label into the field; we empty it instead.
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, suggestion) => {
        if (!suggestion) return;
        onAdd(suggestionToAddress(suggestion));
        setInput('');
        setOptions([]);
      }}
      // The server has filtered already; MUI's own filter would hide "Marszałkowska" for "marsz 1".
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.label === value.label}
      loading={loading}
      loadingText={translate('resources.plannedOutages.form.searching')}
      noOptionsText={translate(query.length < AUTOCOMPLETE_MIN_CHARS ? 'resources.plannedOutages.form.type_more' : 'resources.plannedOutages.form.no_results')}
      renderOption={(props, option, { index }) => {
        const { key: _key, ...rest } = props as typeof props & { key?: string };
        return (
          <Box component="li" key={`${option.label}-${index}`} {...rest}>
            <Box>
              <Typography variant="body2">{option.label}</Typography>
              {(option.postcode || option.district) && (
                <Typography variant="caption" color="text.secondary">
                  {[option.postcode, option.district].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.plannedOutages.form.address_search')}
          helperText={translate('resources.plannedOutages.form.address_search_help')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};

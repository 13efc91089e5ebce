import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { InputHelperText, useDataProvider, useInput, useLocation, useNotify, useTranslate } from 'react-admin';
import type { OutageAddress, ResolvedAddress } from '../../api/plannedOutageTypes';
import { ResolveAddressesError, type ResolveProgress } from '../../providers/plannedOutagesDataProvider';
import type { StaffDataProvider } from '../../providers/dataProvider';
import { mergeAddresses } from '../addresses';
import { ExcelFilesButton } from '../ExcelFilesButton';
import type { FormLocationState } from '../plannedOutagePaths';
import { useImportAddressList } from '../useImportAddressList';
import { AddressAutocomplete } from './AddressAutocomplete';
import { AddressList } from './AddressList';
import { addressesValid } from './outageValidation';
import { PasteAddressesButton } from './PasteAddressesButton';
import { UnresolvedAddressList } from './UnresolvedAddressList';

const EMPTY: never[] = [];

/** Distinct non-empty lines, first occurrence kept (a spreadsheet often repeats a building). */
function distinctLines(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of lines) {
    const line = raw.replace(/\s+/g, ' ').trim();
    const key = line.toLocaleLowerCase('pl');
    if (line === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(line);
  }
  return result;
}

/** The address lines passed to the add form: from the list's import (router state) or the query (?address=…). */
export function addressLinesFromLocation(location: { state?: unknown; search: string }): string[] {
  const fromState = (location.state as FormLocationState | null)?.importedAddresses;
  const fromQuery = new URLSearchParams(location.search).getAll('address');
  return [...(Array.isArray(fromState) ? fromState.filter((line): line is string => typeof line === 'string') : []), ...fromQuery];
}

/**
 * The address part of the form (spec §2.12): Excel import, clipboard paste and the autocomplete
 * all end in the same list; address lines are looked up in batches with a progress bar, and the
 * ones not found wait in their own list to be corrected or removed. The form value `addresses`
 * holds the list, `unresolvedAddresses` the lines waiting (never sent: see toSaveRequest).
 */
export const AddressesSection = ({ importFromRoute = false }: { importFromRoute?: boolean }) => {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const location = useLocation();
  const { getValues, setValue, trigger } = useFormContext();
  const { isSubmitted } = useFormState();
  const { fieldState } = useInput({ source: 'addresses', validate: addressesValid, defaultValue: EMPTY });
  const addresses = (useWatch({ name: 'addresses' }) as OutageAddress[] | undefined) ?? EMPTY;
  const unresolved = (useWatch({ name: 'unresolvedAddresses' }) as string[] | undefined) ?? EMPTY;
  const [progress, setProgress] = useState<ResolveProgress | null>(null);
  const [searching, setSearching] = useState<number | null>(null);
  const { busy: importing, importFiles } = useImportAddressList();

  const setAddresses = useCallback(
    (next: OutageAddress[]) => setValue('addresses', next, { shouldDirty: true, shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );
  const setUnresolved = useCallback(
    (next: string[]) => {
      setValue('unresolvedAddresses', next, { shouldDirty: true });
      // The address list's message depends on this list too.
      if (isSubmitted) void trigger('addresses');
    },
    [setValue, trigger, isSubmitted],
  );

  const addAddresses = useCallback(
    (added: readonly OutageAddress[]) => {
      if (added.length === 0) return;
      const { addresses: merged, skipped } = mergeAddresses((getValues('addresses') as OutageAddress[] | undefined) ?? [], added);
      setAddresses(merged);
      if (skipped > 0) notify('resources.plannedOutages.notifications.duplicates_skipped', { type: 'info', messageArgs: { count: skipped } });
    },
    [getValues, setAddresses, notify],
  );

  const addUnresolved = useCallback(
    (lines: readonly string[]) => {
      if (lines.length === 0) return;
      setUnresolved(distinctLines([...((getValues('unresolvedAddresses') as string[] | undefined) ?? []), ...lines]));
    },
    [getValues, setUnresolved],
  );

  /** Address lines → the list (found) and the lines to correct (not found, or not processed after a failure). */
  const resolveLines = useCallback(
    async (rawLines: readonly string[]) => {
      const lines = distinctLines(rawLines);
      if (lines.length === 0) return;
      let results: ResolvedAddress[] = [];
      let pending: string[] = [];
      setProgress({ done: 0, total: lines.length });
      try {
        results = await dataProvider.resolveAddresses(lines, setProgress);
      } catch (error) {
        if (error instanceof ResolveAddressesError) {
          results = error.resolved;
          pending = error.pending;
        } else {
          pending = lines;
        }
        notify('resources.plannedOutages.notifications.resolve_failed', { type: 'error' });
      } finally {
        setProgress(null);
      }
      addAddresses(results.flatMap((result) => (result.address ? [result.address] : [])));
      addUnresolved([...results.filter((result) => !result.address).map((result) => result.input), ...pending]);
    },
    [dataProvider, notify, addAddresses, addUnresolved],
  );

  // Spec §2.12: the add form can be opened with address lines (the list's Excel import, a link).
  const routeImportStarted = useRef(false);
  useEffect(() => {
    if (!importFromRoute || routeImportStarted.current) return;
    const lines = addressLinesFromLocation(location);
    if (lines.length === 0) return;
    routeImportStarted.current = true;
    void resolveLines(lines);
    // Once, on opening: the lines belong to the visit that brought them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const searchAgain = async (index: number) => {
    const line = unresolved[index]?.trim();
    if (!line) return;
    setSearching(index);
    try {
      const [result] = await dataProvider.resolveAddresses([line]);
      if (result?.address) {
        const remaining = ((getValues('unresolvedAddresses') as string[] | undefined) ?? []).filter((_, i) => i !== index);
        setUnresolved(remaining);
        addAddresses([result.address]);
      } else {
        notify('resources.plannedOutages.notifications.not_found_again', { type: 'warning', messageArgs: { address: line } });
      }
    } catch {
      notify('resources.plannedOutages.notifications.resolve_failed', { type: 'error' });
    } finally {
      setSearching(null);
    }
  };

  const working = progress !== null || importing;
  const error = fieldState.error?.message;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ExcelFilesButton
          labelled
          busy={importing || progress !== null}
          onFiles={async (files) => {
            const lines = await importFiles(files);
            if (lines) await resolveLines(lines);
          }}
        />
        <PasteAddressesButton onAddresses={(lines) => void resolveLines(lines)} disabled={working} />
      </Stack>
      <AddressAutocomplete onAdd={(address) => addAddresses([address])} disabled={progress !== null} />
      {progress && (
        <Box role="status">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {translate('resources.plannedOutages.form.progress', { done: progress.done, total: progress.total })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.total > 0 ? Math.round((100 * progress.done) / progress.total) : 0}
            aria-label={translate('resources.plannedOutages.form.progress', { done: progress.done, total: progress.total })}
          />
        </Box>
      )}
      <UnresolvedAddressList
        lines={unresolved}
        searching={searching}
        onChange={(index, text) => setUnresolved(unresolved.map((line, i) => (i === index ? text : line)))}
        onSearchAgain={(index) => void searchAgain(index)}
        onRemove={(index) => setUnresolved(unresolved.filter((_, i) => i !== index))}
        onRemoveAll={() => setUnresolved([])}
      />
      <Box>
        <AddressList addresses={addresses} onRemove={(index) => setAddresses(addresses.filter((_, i) => i !== index))} />
        {error && (
          <FormHelperText error>
            <InputHelperText error={error} />
          </FormHelperText>
        )}
      </Box>
    </Stack>
  );
};

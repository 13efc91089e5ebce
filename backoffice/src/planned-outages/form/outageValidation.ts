import type { OutageAddress } from '../../api/plannedOutageTypes';

// Spec §5, planned outage form. Validators in react-admin's shape (value, all values) → an i18n
// key or undefined; pure, so they are tested without a form.

/** 'Data lub godzina zakończenia jest wcześniejsza niż rozpoczęcia' (equal times are allowed). */
export function endNotBeforeStart(value: unknown, values: Record<string, unknown>): string | undefined {
  if (!value || !values?.outageStart) return undefined;
  const end = new Date(String(value)).getTime();
  const start = new Date(String(values.outageStart)).getTime();
  if (Number.isNaN(end) || Number.isNaN(start)) return undefined;
  return end < start ? 'resources.plannedOutages.validation.end_before_start' : undefined;
}

/**
 * 'Nie wpisano żadnego adresu' for an empty list. Lines that could not be looked up must be
 * corrected or removed first: saving would drop them without a word.
 */
export function addressesValid(value: unknown, values: Record<string, unknown>): string | undefined {
  const addresses = Array.isArray(value) ? (value as OutageAddress[]) : [];
  if (addresses.length === 0) return 'resources.plannedOutages.validation.no_addresses';
  const unresolved = values?.unresolvedAddresses;
  if (Array.isArray(unresolved) && unresolved.length > 0) return 'resources.plannedOutages.validation.unresolved_left';
  return undefined;
}

/** Enter in a text field does not submit the form (spec §2.12); text areas keep their new lines. */
export function preventEnterSubmit(event: { key: string; target: EventTarget | null; preventDefault(): void }): void {
  if (event.key !== 'Enter') return;
  const target = event.target as HTMLElement | null;
  if (target?.tagName === 'INPUT' && !['button', 'submit', 'reset', 'checkbox', 'radio', 'file'].includes((target as HTMLInputElement).type)) {
    event.preventDefault();
  }
}

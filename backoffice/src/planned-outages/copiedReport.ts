import { RECIPIENTS, VOLTAGE_LEVELS, type OutageAddress, type Recipient, type VoltageLevel } from '../api/plannedOutageTypes';

// Spec §2.12: 'Kopiuj' keeps an outage in local storage under 'copiedReport'; 'Wklej' on the form
// fills the form from it. Only the fields a new outage takes are kept (no id, author or status).
export const COPIED_REPORT_KEY = 'copiedReport';

export interface CopiedReport {
  addresses: OutageAddress[];
  outageStart: string | null;
  outageEnd: string | null;
  outageAnnouncement: string | null;
  voltageLevel: VoltageLevel | null;
  taskNumber: string | null;
  recipient: Recipient | null;
  comment: string | null;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Whatever was stored (an outage, a form's values, something old) → the fields we paste. */
export function toCopiedReport(source: Record<string, unknown>): CopiedReport {
  return {
    addresses: Array.isArray(source.addresses)
      ? (source.addresses as unknown[]).filter((a): a is OutageAddress => typeof a === 'object' && a !== null && 'city' in a)
      : [],
    outageStart: str(source.outageStart),
    outageEnd: str(source.outageEnd),
    outageAnnouncement: str(source.outageAnnouncement),
    voltageLevel: oneOf(VOLTAGE_LEVELS, source.voltageLevel),
    taskNumber: str(source.taskNumber),
    recipient: oneOf(RECIPIENTS, source.recipient),
    comment: str(source.comment),
  };
}

export function storeCopiedReport(source: Record<string, unknown>): void {
  try {
    window.localStorage.setItem(COPIED_REPORT_KEY, JSON.stringify(toCopiedReport(source)));
  } catch {
    // Storage full or disabled: the copy is lost, the page goes on.
  }
}

export function readCopiedReport(): CopiedReport | null {
  try {
    const stored = window.localStorage.getItem(COPIED_REPORT_KEY);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return typeof parsed === 'object' && parsed !== null ? toCopiedReport(parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

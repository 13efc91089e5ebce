import { readSession } from '../auth/storedSession';

/** Spec §6: only the creator of a planned outage edits it (the stored userId of the login answer). */
export function isCreator(record: { createdBy?: { id: number } | null } | undefined | null): boolean {
  const userId = readSession()?.userId;
  return Boolean(record?.createdBy && userId !== null && userId !== undefined && String(record.createdBy.id) === userId);
}

/**
 * The edit button's rule: the creator's, on an outage neither deleted nor cancelled. A cancelled outage is closed —
 * the server refuses to edit it or send it for acceptance again (docs/planned-outages.md "Plan against fact").
 */
export function canEdit(record: { createdBy?: { id: number } | null; deleted: boolean; cancelled: boolean } | undefined | null): boolean {
  return Boolean(record && !record.deleted && !record.cancelled && isCreator(record));
}

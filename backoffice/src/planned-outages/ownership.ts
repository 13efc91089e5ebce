import { readSession } from '../auth/storedSession';

/** Spec §6: only the creator of a planned outage edits it (the stored userId of the login answer). */
export function isCreator(record: { createdBy?: { id: number } | null } | undefined | null): boolean {
  const userId = readSession()?.userId;
  return Boolean(record?.createdBy && userId !== null && userId !== undefined && String(record.createdBy.id) === userId);
}

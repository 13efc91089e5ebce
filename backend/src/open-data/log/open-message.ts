import { CANCEL_GRACE_MS } from '../open-data.model';
import type { OpenItem } from '../open-item';

export type MsgType = 'Alert' | 'Update' | 'Cancel';
/** Why a subject left the feeds: its end passed (or a failure was ended), or it went before its end (deleted, rejected, ended early). */
export type GoneReason = 'ENDED' | 'CANCELLED';

/**
 * One published version of an outage (table open_data_message, docs/open-data.md "CAP"): what the CAP messages and the
 * Atom feed's cancelled entries are rendered from. `item` is the outage as it was published (its address list capped).
 */
export interface OpenMessage {
  subject: string;
  /** The outage's last change (updatedAt) this message publishes. */
  version: string;
  msgType: MsgType;
  identifier: string;
  /** Whole seconds: CAP references repeat it exactly. */
  sent: string;
  /** CAP `references` of an Update or Cancel: "sender,identifier,sent" of the message it replaces. */
  refs: string | null;
  reason: GoneReason | null;
  item: OpenItem;
}

/** Addresses kept with a message: enough for a summary; addressesCount says how many there are. */
export const STORED_ADDRESSES = 100;

/** CAP's dateTime: seconds and a numeric zone, UTC as "-00:00" (CAP 1.2 §3.3.2: no "Z"). */
export function capTime(iso: string | Date): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, '-00:00');
}

export function reference(sender: string, m: Pick<OpenMessage, 'identifier' | 'sent'>): string {
  return `${sender},${m.identifier},${capTime(m.sent)}`;
}

/** When the snapshot a build reads was made (builtAt) and when the database was last found to match it (checkedAt). */
export interface SnapshotRead {
  builtAt: number;
  checkedAt: number;
}

/**
 * The messages a snapshot calls for, given the latest message of each subject (pure; open-data.feeds.ts writes them):
 * a new subject → Alert; a newer version → Update referencing the latest (an Alert again after a Cancel); a subject
 * gone from a snapshot checked against the database at least CANCEL_GRACE_MS after its latest message → Cancel. An
 * older or equal version (a lagging instance) changes nothing. Identifiers come from the subject and version, so two
 * instances that publish the same change write the same row.
 */
export function nextMessages(
  current: readonly OpenItem[],
  latest: ReadonlyMap<string, OpenMessage>,
  { builtAt, checkedAt }: SnapshotRead,
  now: Date,
  sender: string,
): OpenMessage[] {
  const sent = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
  const out: OpenMessage[] = [];
  const seen = new Set<string>();
  for (const item of current) {
    seen.add(item.id);
    const prev = latest.get(item.id);
    if (prev && Date.parse(item.lastChange) <= Date.parse(prev.version)) continue;
    const update = prev && prev.msgType !== 'Cancel';
    const stored = { ...item, addresses: item.addresses.slice(0, STORED_ADDRESSES), reportsCount: 0 };
    out.push({
      subject: item.id,
      version: item.lastChange,
      msgType: update ? 'Update' : 'Alert',
      identifier: `${sender}-${item.id}-${Date.parse(item.lastChange)}`,
      sent,
      refs: update ? reference(sender, prev) : null,
      reason: null,
      item: stored,
    });
  }
  for (const prev of latest.values()) {
    if (seen.has(prev.subject) || prev.msgType === 'Cancel' || Date.parse(prev.sent) > checkedAt - CANCEL_GRACE_MS) continue;
    const end = prev.item.estimatedEnd ? Date.parse(prev.item.estimatedEnd) : null;
    const cancelled = prev.item.kind === 'planned-outage' && end !== null && builtAt < end;
    out.push({
      subject: prev.subject,
      version: prev.version,
      msgType: 'Cancel',
      identifier: `${prev.identifier}-cancel`,
      sent,
      refs: reference(sender, prev),
      reason: cancelled ? 'CANCELLED' : 'ENDED',
      item: prev.item,
    });
  }
  return out;
}

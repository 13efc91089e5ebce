import { toMsisdn } from '../../sms/phone-number';
import type { NotificationChannel } from '../notification.model';

/**
 * Follow-ups a recipient (one e-mail address, one phone number) gets in any 24 hours, whatever the outages. A person
 * reports their own outage or two in a day; more than this means someone else typed their contact into reports.
 */
export const FOLLOWUPS_PER_RECIPIENT_PER_DAY = 3;

/** A report's contacts as a follow-up sees them: what the reporter typed, and the own phone of the account it was sent from. */
export interface FollowupContact {
  email: string | null;
  phone: string | null;
  /** users.phone of the signed-in account that sent the report (null for a report sent without signing in). */
  accountPhone: string | null;
}

/**
 * Whom a follow-up on `channel` may write to, in the one form the caps count by: an e-mail address in lower case, a
 * phone number as + and digits with the country code. An SMS costs the operator money and nothing confirms a typed number,
 * so it goes only to the number of the account the report was sent from (its owner typed it in their settings); a
 * report sent without signing in gets e-mail only. Null: nobody.
 */
export function followupRecipient(channel: NotificationChannel, contact: FollowupContact): string | null {
  if (channel === 'EMAIL') return contact.email?.trim().toLowerCase() || null;
  if (channel !== 'SMS' || !contact.phone || !contact.accountPhone) return null;
  const typed = toMsisdn(contact.phone);
  return typed !== null && typed === toMsisdn(contact.accountPhone) ? `+${typed}` : null;
}

/** Follow-ups a recipient already has: to this outage (`key`) and in the last 24 hours. */
export interface RecipientHistory {
  recipient: string;
  channel: NotificationChannel;
  key: string;
}

/**
 * The caps, in the order the follow-ups were asked for: at most one per recipient and channel for an outage (`key`),
 * and FOLLOWUPS_PER_RECIPIENT_PER_DAY per recipient and channel in 24 hours with what `history` already holds.
 * Answers the indexes of `wanted` that may be sent.
 */
export function withinCaps(
  wanted: ReadonlyArray<{ recipient: string; channel: NotificationChannel }>,
  key: string,
  history: readonly RecipientHistory[],
  perDay = FOLLOWUPS_PER_RECIPIENT_PER_DAY,
): number[] {
  const id = (r: { recipient: string; channel: NotificationChannel }) => `${r.channel}:${r.recipient}`;
  const today = new Map<string, number>();
  const thisOutage = new Set<string>();
  for (const h of history) {
    today.set(id(h), (today.get(id(h)) ?? 0) + 1);
    if (h.key === key) thisOutage.add(id(h));
  }
  const kept: number[] = [];
  wanted.forEach((w, index) => {
    const who = id(w);
    if (thisOutage.has(who) || (today.get(who) ?? 0) >= perDay) return;
    thisOutage.add(who);
    today.set(who, (today.get(who) ?? 0) + 1);
    kept.push(index);
  });
  return kept;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The report's answer carries `followUpToken`; asking for a follow-up must show it, so nobody who only knows (or
 * guesses) a report id can make the portal write to someone else's contact. The mail's stop link carries a token of
 * another purpose, so the link cannot be used to subscribe. The "Nadal nie mam prądu" link of the question "Czy masz
 * już prąd?" signs a restoration check's id (restoration-checks/). HMAC-SHA-256 under the server's secret: nothing stored.
 */
type Purpose = 'subscribe' | 'stop' | 'still-off';

/**
 * What each purpose signs, and how many bytes of the digest its token keeps. The "Nadal nie mam prądu" link travels in
 * a 160-character SMS: 128 bits (22 characters) is out of reach of guessing for a link that works once for a day.
 */
const PURPOSES: Record<Purpose, { subject: string; bytes: number }> = {
  subscribe: { subject: 'report-followup-subscribe', bytes: 32 },
  stop: { subject: 'report-followup-stop', bytes: 32 },
  'still-off': { subject: 'restoration-check-still-off', bytes: 16 },
};

export function followUpToken(id: number, secret: string, purpose: Purpose = 'subscribe'): string {
  const { subject, bytes } = PURPOSES[purpose];
  return createHmac('sha256', secret).update(`${subject}:${id}`).digest().subarray(0, bytes).toString('base64url');
}

export function isFollowUpToken(token: string, id: number, secret: string, purpose: Purpose = 'subscribe'): boolean {
  const expected = Buffer.from(followUpToken(id, secret, purpose));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

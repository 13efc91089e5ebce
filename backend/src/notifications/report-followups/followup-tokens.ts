import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The report's answer carries `followUpToken`; asking for a follow-up must show it, so nobody who only knows (or
 * guesses) a report id can make the portal write to someone else's contact. The mail's stop link carries a token of
 * another purpose, so the link cannot be used to subscribe. HMAC-SHA-256 under the server's secret: nothing stored.
 */
type Purpose = 'subscribe' | 'stop';

export function followUpToken(reportId: number, secret: string, purpose: Purpose = 'subscribe'): string {
  return createHmac('sha256', secret).update(`report-followup-${purpose}:${reportId}`).digest('base64url');
}

export function isFollowUpToken(token: string, reportId: number, secret: string, purpose: Purpose = 'subscribe'): boolean {
  const expected = Buffer.from(followUpToken(reportId, secret, purpose));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

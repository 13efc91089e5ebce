import type { FakeRoute } from './fake-http-api';

/** SMSAPI's answer to a message it queued. */
export const SMS_QUEUED: FakeRoute['reply'] = { json: { count: 1, list: [{ id: 'sms-1', points: 0.16, status: 'QUEUE', error: null }] } };

/**
 * The one request the SMS gateway's fake accepts (docs/notifications.md "SMS"): POST /sms.do with the portal's bearer
 * token, a Polish mobile number and a message of printable ASCII within one SMS, as JSON, from 'Portal'. Anything
 * else is refused by the fake and listed in its `refused`.
 */
export function smsApiRoute(token: string, expect: { to?: string | RegExp; message?: RegExp; reply?: FakeRoute['reply'] } = {}): FakeRoute {
  return {
    method: 'POST',
    path: '/sms.do',
    query: {},
    headers: { authorization: `Bearer ${token}` },
    body: { to: expect.to ?? /^48\d{9}$/, message: expect.message ?? /^[\x20-\x7e]{1,160}$/, format: 'json', encoding: 'utf-8', from: 'Portal' },
    reply: expect.reply ?? SMS_QUEUED,
  };
}

import { NOTIFICATION_EVENTS } from './notification.model';
import { channelAddress, PRIORITY_WIDENED_EVENTS } from './priority-channels';
import type { Recipient } from './recipients.repository';

/** Chose e-mail only; has a phone. */
const recipient = (priority: boolean): Recipient => ({
  userId: 1,
  watchedAddressId: 2,
  email: 'ola@example.pl',
  phone: null,
  push: null,
  emailConsentToken: null,
  language: 'pl',
  priority,
  priorityEmail: priority ? 'ola@example.pl' : null,
  priorityPhone: priority ? '600100200' : null,
  address: 'ul. Hoża 1, Warszawa',
  lng: null,
  lat: null,
});

describe('channels of a priority address', () => {
  it.each(NOTIFICATION_EVENTS.map((e) => [e]))('%s: SMS too for a priority address only when the event warns of an outage', (event) => {
    expect(channelAddress(recipient(false), 'SMS', event)).toBeNull();
    expect(channelAddress(recipient(true), 'SMS', event)).toBe(PRIORITY_WIDENED_EVENTS.has(event) ? '600100200' : null);
    expect(channelAddress(recipient(true), 'EMAIL', event)).toBe('ola@example.pl');
  });

  it('widens every planned and unplanned warning, not the yearly limit alert', () => {
    expect([...NOTIFICATION_EVENTS].filter((e) => !PRIORITY_WIDENED_EVENTS.has(e))).toEqual(['LIMIT_EXCEEDED']);
  });

  it('uses the e-mail the person chose even without a declaration, and never invents a channel', () => {
    const withoutEmail = { ...recipient(true), email: null, priorityEmail: null };
    expect(channelAddress(withoutEmail, 'EMAIL', 'PLANNED_ANNOUNCED')).toBeNull();
    expect(channelAddress(recipient(true), 'PUSH', 'PLANNED_ANNOUNCED')).toBeNull();
  });
});

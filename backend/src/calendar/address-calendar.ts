import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarAddressRow, CalendarEventRow } from './calendar.repository';

/** How often subscribed calendars should ask again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const CALENDAR_TTL_SECONDS = 3600;

export const CALENDAR_TEXTS = {
  name: (address: string) => `Wyłączenia prądu – ${address}`,
  summary: (address: string) => `Planowane wyłączenie prądu – ${address}`,
  cancelledSummary: (address: string) => `Odwołane: planowane wyłączenie prądu – ${address}`,
} as const;

/**
 * The iCalendar (RFC 5545) text of one address's calendar. Times are in UTC (DTSTART/DTEND with 'Z'): every client
 * shows them in its own zone without a VTIMEZONE. The UID is per planned outage, so a changed or withdrawn outage
 * replaces the event subscribers already have (SEQUENCE decides which version wins).
 */
export function addressCalendar(address: CalendarAddressRow, events: readonly CalendarEventRow[], links: { host: string; cardUrl: string }): string {
  const calendar = ical({
    name: CALENDAR_TEXTS.name(address.address),
    prodId: { company: 'Portal awarii i wyłączeń', product: 'kalendarz-wylaczen', language: 'PL' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: CALENDAR_TTL_SECONDS,
  });
  for (const e of events) {
    calendar.createEvent({
      id: `planned-${e.outageId}@${links.host}`,
      sequence: e.sequence,
      stamp: e.changedAt,
      start: e.start,
      end: e.end,
      summary: e.cancelled ? CALENDAR_TEXTS.cancelledSummary(address.address) : CALENDAR_TEXTS.summary(address.address),
      description: [e.comment?.trim(), links.cardUrl].filter(Boolean).join('\n\n'),
      location: address.address,
      url: links.cardUrl,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

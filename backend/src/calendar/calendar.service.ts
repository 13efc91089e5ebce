import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { addressMatchKey } from '@portal/domain';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { cardUrl, publicBaseUrl } from '../notifications/alert-links';
import { WatchedAddressesService } from '../accounts/watched-addresses.service';
import type { PlannedOutageFacts } from '../planned-outages/events/planned-outage.events';
import { addressCalendar } from './address-calendar';
import { calendarTokenHash, newCalendarToken, tokenOfFile } from './calendar-token';
import { CalendarRepository } from './calendar.repository';
import type { CalendarLinkResponseDto } from './dto/calendar-link.dto';

/** How far back the calendar lists ended and cancelled events (docs/calendar.md). */
export const CALENDAR_PAST_DAYS = 30;

export const CALENDAR_MESSAGES = {
  notFound: 'Nie ma takiego kalendarza. Link mógł zostać wyłączony.',
} as const;

/** Calendars of watched addresses (docs/calendar.md): the owner's link, the public .ics, and the events' record. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly calendars: CalendarRepository,
    private readonly addresses: WatchedAddressesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async link(who: AuthUser, watchedAddressId: number): Promise<CalendarLinkResponseDto> {
    await this.addresses.own(who, watchedAddressId);
    return { active: await this.calendars.tokenExists(watchedAddressId), url: null, webcalUrl: null };
  }

  /** A new token every time: creating again replaces (and so revokes) the previous link. */
  async createLink(who: AuthUser, watchedAddressId: number): Promise<CalendarLinkResponseDto> {
    await this.addresses.own(who, watchedAddressId);
    const token = newCalendarToken();
    await this.calendars.setToken(watchedAddressId, calendarTokenHash(token));
    const url = `${publicBaseUrl(this.config)}/public/api/calendar/${token}.ics`;
    return { active: true, url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  }

  async revokeLink(who: AuthUser, watchedAddressId: number): Promise<void> {
    await this.addresses.own(who, watchedAddressId);
    await this.calendars.deleteToken(watchedAddressId);
  }

  /** The .ics text for a '<token>.ics' path segment; 404 for a malformed, unknown or revoked token alike. */
  async ics(file: string, now = new Date()): Promise<string> {
    const token = tokenOfFile(file);
    const address = token ? await this.calendars.addressByTokenHash(calendarTokenHash(token)) : null;
    if (!address) throw new NotFoundException(CALENDAR_MESSAGES.notFound);
    const keys = [address.matchKey, address.matchKeyBase].filter((k): k is string => !!k);
    const since = new Date(now.getTime() - CALENDAR_PAST_DAYS * 24 * 3600 * 1000);
    const events = await this.calendars.eventsFor([...new Set(keys)], since);
    const base = publicBaseUrl(this.config);
    return addressCalendar(address, events, { host: new URL(base).hostname, cardUrl: cardUrl(base, address) });
  }

  /** In the accepting transaction: the calendar changes with the decision or not at all. */
  published(em: EntityManager, outage: PlannedOutageFacts): Promise<void> {
    const keys = new Set(outage.addresses.map((a) => addressMatchKey(a.street, a.streetNumber)).filter((k): k is string => !!k));
    return this.calendars.published(em, { outageId: outage.id, start: outage.start, end: outage.end, keys: [...keys] });
  }

  withdrawn(em: EntityManager, outage: PlannedOutageFacts): Promise<void> {
    return this.calendars.withdrawn(em, outage.id);
  }
}

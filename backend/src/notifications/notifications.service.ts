import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { addressMatchKey } from '@portal/domain';
import { cardUrl, publicBaseUrl } from './alert-links';
import { NotificationPageResponseDto, NotificationResponseDto } from './dto/notification-response.dto';
import type { SearchNotificationsDto } from './dto/search-notifications.dto';
import { NOTIFICATION_CHANNELS, type LimitFacts, type NotificationEvent, type OutageFacts, type OutboxBacklog } from './notification.model';
import { mailText, pushText, smsText, type TextContext } from './notification-texts';
import { NotificationsRepository, type QueuedNotification } from './notifications.repository';
import { covers, shapeBBox, type OutageArea } from '../geo/outage-area';
import { channelAddress } from './priority-channels';
import { RecipientsRepository, type Recipient } from './recipients.repository';
import { ReportFollowupsService } from './report-followups/report-followups.service';
import { RestorationChecksService } from './restoration-checks/restoration-checks.service';

/** A planned outage as the alerts see it. */
export interface PlannedFacts {
  id: number;
  start: Date;
  end: Date;
  addresses: ReadonlyArray<{ street: string | null; streetNumber: string | null }>;
}

const iso = (d: Date | null) => (d ? d.toISOString().replace(/:00\.000Z$/, 'Z') : 'none');
const plannedRef = (id: number) => `planned:${id}`;
const outageRef = (id: number) => `outage:${id}`;
const timesOf = (p: PlannedFacts) => `${iso(p.start)}/${iso(p.end)}`;

/** What one person was last told about one planned outage. */
interface PlannedTold {
  event: NotificationEvent;
  times: string;
  watchedAddressId: number | null;
  createdAt: Date;
  /** Distinct messages so far: part of the next key, so a second announcement after a cancellation is new. */
  count: number;
}

/** Keys of planned events: `EVENT:planned:ID:START/END:N`; N counts what this person was told about the outage before. */
const plannedKey = (event: NotificationEvent, p: PlannedFacts, told: PlannedTold | undefined) =>
  `${event}:${plannedRef(p.id)}:${timesOf(p)}:${told?.count ?? 0}`;
const TOLD_TIMES: ReadonlySet<NotificationEvent> = new Set(['PLANNED_ANNOUNCED', 'PLANNED_CHANGED', 'PLANNED_REMINDER', 'PLANNED_WEEK_AHEAD']);
/** What a reminder may follow: the week-ahead one (priority customers) only the announcement, the day-before one that too. */
const REMINDER_FOLLOWS: Record<'PLANNED_REMINDER' | 'PLANNED_WEEK_AHEAD', ReadonlySet<NotificationEvent>> = {
  PLANNED_REMINDER: new Set(['PLANNED_ANNOUNCED', 'PLANNED_CHANGED', 'PLANNED_WEEK_AHEAD']),
  PLANNED_WEEK_AHEAD: new Set(['PLANNED_ANNOUNCED', 'PLANNED_CHANGED']),
};

/**
 * Produces alerts for watched addresses (docs/notifications.md). Every method takes the caller's
 * transaction: the messages are queued with the change that causes them, or not at all.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly queue: NotificationsRepository,
    private readonly recipients: RecipientsRepository,
    private readonly followups: ReportFollowupsService,
    private readonly restorationChecks: RestorationChecksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The outbox per channel for the metrics (docs/operations.md "Metrics"): every channel, zero when none wait. */
  async outboxBacklog(): Promise<OutboxBacklog[]> {
    const rows = new Map((await this.queue.outboxBacklog()).map((r) => [r.channel, r]));
    return NOTIFICATION_CHANNELS.map((channel) => ({
      channel,
      depth: rows.get(channel)?.depth ?? 0,
      oldestDueSeconds: rows.get(channel)?.oldestDueSeconds ?? 0,
    }));
  }

  async search(dto: SearchNotificationsDto): Promise<NotificationPageResponseDto> {
    const [rows, total] = await this.queue.search({
      userId: dto.userId,
      event: dto.event,
      status: dto.status,
      channel: dto.channel,
      limit: dto.limit ?? 25,
      offset: dto.offset ?? 0,
    });
    return { items: rows.map(NotificationResponseDto.from), total };
  }

  /**
   * A planned outage was accepted (published). Each affected person is told what is new to them: the announcement,
   * new times (they knew other ones), or nothing (they know these times). Someone told before whose address is no
   * longer in the list hears it is cancelled for them.
   */
  async plannedPublished(em: EntityManager, outage: PlannedFacts, now = new Date()): Promise<number> {
    if (outage.end <= now) return 0;
    const keys = [...new Set(outage.addresses.map((a) => addressMatchKey(a.street, a.streetNumber)).filter((k): k is string => !!k))];
    const affected = await this.recipients.byMatchKeys(keys, em);
    const told = await this.plannedTold(em, outage.id);
    const facts = this.plannedFacts(outage);
    let queued = await this.enqueue(em, affected, (r) => {
      const last = told.get(r.userId);
      if (last && TOLD_TIMES.has(last.event) && last.times === timesOf(outage)) return null;
      const event: NotificationEvent = last && TOLD_TIMES.has(last.event) ? 'PLANNED_CHANGED' : 'PLANNED_ANNOUNCED';
      return { event, key: plannedKey(event, outage, last), facts };
    });
    const stillAffected = new Set(affected.map((r) => r.userId));
    const droppedOut = [...told].filter(([userId, last]) => !stillAffected.has(userId) && TOLD_TIMES.has(last.event));
    if (droppedOut.length) queued += await this.cancelFor(em, outage, droppedOut);
    return queued;
  }

  /** A published planned outage was deleted or rejected: tell those who were told it would happen. */
  async plannedWithdrawn(em: EntityManager, outage: PlannedFacts, now = new Date()): Promise<number> {
    if (outage.end <= now) return 0;
    const told = [...(await this.plannedTold(em, outage.id))].filter(([, last]) => TOLD_TIMES.has(last.event));
    return this.cancelFor(em, outage, told);
  }

  /**
   * The day before (PLANNED_REMINDER): remind those told of these times at least `toldBefore` ago (told an hour ago
   * needs no reminder). A week before (PLANNED_WEEK_AHEAD): the same, for priority customers' addresses only
   * (docs/priority-customers.md).
   */
  async remindPlanned(
    em: EntityManager,
    outage: PlannedFacts,
    toldBefore: Date,
    event: 'PLANNED_REMINDER' | 'PLANNED_WEEK_AHEAD' = 'PLANNED_REMINDER',
  ): Promise<number> {
    const due = [...(await this.plannedTold(em, outage.id))].filter(
      ([, last]) => REMINDER_FOLLOWS[event].has(last.event) && last.times === timesOf(outage) && last.createdAt < toldBefore,
    );
    const told = new Map(due);
    const found = await this.recipients.byWatchedAddressIds(ids(due), em);
    const recipients = event === 'PLANNED_WEEK_AHEAD' ? found.filter((r) => r.priority) : found;
    const facts = this.plannedFacts(outage);
    return this.enqueue(em, recipients, (r) => ({ event, key: plannedKey(event, outage, told.get(r.userId)), facts }));
  }

  private async cancelFor(em: EntityManager, outage: PlannedFacts, told: Array<[number, PlannedTold]>): Promise<number> {
    const byUser = new Map(told);
    const recipients = await this.recipients.byWatchedAddressIds(ids(told), em);
    const facts = this.plannedFacts(outage);
    return this.enqueue(em, recipients, (r) => ({ event: 'PLANNED_CANCELLED', key: plannedKey('PLANNED_CANCELLED', outage, byUser.get(r.userId)), facts }));
  }

  /** Per person, the last thing told about the outage (from the keys: event and times) and how many messages so far. */
  private async plannedTold(em: EntityManager, id: number): Promise<Map<number, PlannedTold>> {
    const result = new Map<number, PlannedTold & { keys: Set<string> }>();
    for (const row of await this.recipients.history(`%:${plannedRef(id)}:%`, em)) {
      const [event, , , times] = row.key.split(':').length > 5 ? splitPlannedKey(row.key) : splitPlannedKey(row.key);
      const entry = result.get(row.userId) ?? {
        event,
        times,
        watchedAddressId: row.watchedAddressId,
        createdAt: row.createdAt,
        count: 0,
        keys: new Set<string>(),
      };
      entry.keys.add(row.key);
      Object.assign(entry, {
        event,
        times,
        watchedAddressId: row.watchedAddressId ?? entry.watchedAddressId,
        createdAt: row.createdAt,
        count: entry.keys.size,
      });
      result.set(row.userId, entry);
    }
    return result;
  }

  /**
   * A failure or extensive outage was created or updated: tell the newly affected addresses it is there, and those
   * already told when its estimated end moved or when the crew arrived on site (once per outage; other crew steps and
   * the estimate's confidence are shown on the map, not sent). An ended outage tells those who were told it began.
   */
  async outageChanged(em: EntityManager, before: OutageArea | null, after: OutageArea): Promise<number> {
    if (after.ended) return before && !before.ended ? this.outageEnded(em, after) : 0;
    const facts: OutageFacts = { ref: outageRef(after.id), kind: after.kind, start: after.start, end: after.end };
    const startedKey = `OUTAGE_STARTED:${outageRef(after.id)}`;
    // Read who was told before queuing the new ones: they are told of the new end, the new ones hear it as news.
    const running = before && !before.ended;
    const endMoved = running && iso(before.end) !== iso(after.end);
    const crewArrived = running && before.crewStatus !== 'ON_SITE' && after.crewStatus === 'ON_SITE';
    const told = endMoved || crewArrived ? await this.recipients.told([startedKey], em) : [];
    const inBox = await this.recipients.inBBox(shapeBBox(after), em);
    const affected = inBox.filter((r) => r.lng !== null && r.lat !== null && covers(after, { lng: r.lng, lat: r.lat }));
    let queued = await this.enqueue(em, affected, () => ({ event: 'OUTAGE_STARTED', key: startedKey, facts }));
    if (told.length) {
      const recipients = await this.recipients.byWatchedAddressIds([...new Set(told.map((t) => t.watchedAddressId))], em);
      const channels = new Set(told.map((t) => `${t.userId}:${t.channel}`));
      const follow = async (event: NotificationEvent, key: string) => (queued += await this.enqueue(em, recipients, () => ({ event, key, facts }), channels));
      if (endMoved) await follow('OUTAGE_END_CHANGED', `OUTAGE_END_CHANGED:${outageRef(after.id)}:${iso(after.end)}`);
      // Once per outage: a crew that leaves and comes back does not send it again.
      if (crewArrived) await follow('OUTAGE_CREW_ON_SITE', `OUTAGE_CREW_ON_SITE:${outageRef(after.id)}`);
    }
    return queued;
  }

  async outageEnded(em: EntityManager, outage: OutageArea): Promise<number> {
    const told = await this.recipients.told([`OUTAGE_STARTED:${outageRef(outage.id)}`], em);
    const recipients = await this.recipients.byWatchedAddressIds([...new Set(told.map((t) => t.watchedAddressId))], em);
    const facts: OutageFacts = { ref: outageRef(outage.id), kind: outage.kind, start: outage.start, end: outage.end };
    const toldChannels = new Set(told.map((t) => `${t.userId}:${t.channel}`));
    // "Czy masz już prąd?": asked of those who will hear now that power is back — not of those who heard it already
    // (an outage opened again and ended again: their message is not queued twice) — within its limits (restoration-checks/).
    const endedKey = `OUTAGE_ENDED:${outageRef(outage.id)}`;
    const heard = new Set((await this.recipients.told([endedKey], em)).map((t) => t.userId));
    const reached = recipients.filter(
      (r) => !heard.has(r.userId) && NOTIFICATION_CHANNELS.some((c) => toldChannels.has(`${r.userId}:${c}`) && channelAddress(r, c, 'OUTAGE_ENDED')),
    );
    const questions = await this.restorationChecks.ask(em, outage.id, reached);
    const queued = await this.enqueue(
      em,
      recipients,
      (r) => ({ event: 'OUTAGE_ENDED', key: endedKey, facts, stillOffUrl: questions.get(r.userId) }),
      toldChannels,
    );
    // Reporters who asked at the end of the wizard to be told, in the same transaction.
    return queued + (await this.followups.outageEnded(em, outage));
  }

  /**
   * An address passed a legal limit of interruption time (outage history, docs/outage-history.md). The caller has
   * already claimed (address, year, limit) once in its own table; the key here keeps the outbox at one per channel too.
   */
  async limitExceeded(em: EntityManager, watchedAddressId: number, limit: LimitFacts): Promise<number> {
    const recipients = await this.recipients.byWatchedAddressIds([watchedAddressId], em);
    const facts: OutageFacts = {
      ref: `limit:${watchedAddressId}:${limit.year}`,
      kind: limit.cls === 'PLANNED' ? 'PLANNED' : 'FAILURE',
      start: null,
      end: null,
      limit,
    };
    const key = `LIMIT_EXCEEDED:address:${watchedAddressId}:${limit.year}:${limit.cls}_${limit.scope}`;
    return this.enqueue(em, recipients, () => ({ event: 'LIMIT_EXCEEDED', key, facts }));
  }

  private plannedFacts(p: PlannedFacts): OutageFacts {
    return { ref: plannedRef(p.id), kind: 'PLANNED', start: p.start, end: p.end };
  }

  /**
   * One message per (user, channel) for the event, even when several of the user's addresses are affected; the
   * unique key in the table holds the same line across calls and instances. `onlyChannels` limits a follow-up to
   * the channels the first message went by.
   */
  private async enqueue(
    em: EntityManager,
    recipients: readonly Recipient[],
    describe: (r: Recipient) => { event: NotificationEvent; key: string; facts: OutageFacts; stillOffUrl?: string } | null,
    onlyChannels?: ReadonlySet<string>,
  ): Promise<number> {
    if (!recipients.length) return 0;
    const tokens = await this.recipients.ensureConsentTokens([...new Set(recipients.filter((r) => r.email).map((r) => r.userId))], em);
    const rows: QueuedNotification[] = [];
    const seen = new Set<string>();
    const now = new Date();
    for (const r of recipients) {
      const described = describe(r);
      if (!described) continue;
      const { event, key, facts, stillOffUrl } = described;
      for (const channel of NOTIFICATION_CHANNELS) {
        const to = channelAddress(r, channel, event);
        const once = `${r.userId}:${channel}`;
        if (!to || seen.has(once) || (onlyChannels && !onlyChannels.has(once))) continue;
        seen.add(once);
        const context = { ...this.textContext(r, facts, tokens.get(r.userId) ?? ''), stillOffUrl };
        const mail = channel === 'EMAIL' ? mailText(event, context) : null;
        rows.push({
          userId: r.userId,
          watchedAddressId: r.watchedAddressId,
          event,
          channel,
          key,
          recipient: to,
          subject: mail?.subject ?? null,
          body: mail ? mail.text : channel === 'SMS' ? smsText(event, context) : JSON.stringify(pushText(event, context)),
          html: mail?.html ?? null,
          nextAttemptAt: now,
        });
      }
    }
    return this.queue.enqueue(rows, em);
  }

  private textContext(r: Recipient, facts: OutageFacts, token: string): TextContext {
    const base = publicBaseUrl(this.config);
    return {
      address: r.address,
      facts,
      operatorName: this.config.mail?.operatorName ?? 'Operator Systemu Dystrybucyjnego',
      unsubscribeUrl: `${base}/public/stop-send-email?emailConsentToken=${encodeURIComponent(token)}`,
      mapUrl: r.lng !== null && r.lat !== null ? `${base}/public/${r.lng}/${r.lat}` : `${base}/public`,
      cardUrl: cardUrl(base, r),
      language: r.language,
    };
  }
}

/** Watched addresses of the people in a history, for re-reading their consents now. */
function ids(told: Array<[number, { watchedAddressId: number | null }]>): number[] {
  return [...new Set(told.map(([, t]) => t.watchedAddressId).filter((id): id is number => id !== null))];
}

/** 'PLANNED_CHANGED:planned:12:2026-12-01T07:00Z/2026-12-01T11:00Z:1' → event, 'planned', '12', times. */
function splitPlannedKey(key: string): [NotificationEvent, string, string, string] {
  const [event, ref, id, ...rest] = key.split(':');
  rest.pop(); // the count
  return [event as NotificationEvent, ref, id, rest.join(':')];
}

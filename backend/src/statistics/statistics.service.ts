import { BadRequestException, Injectable } from '@nestjs/common';
import { ERROR_MESSAGES } from '../common/api-error';
import { CSV_TYPE } from '../common/csv';
import { buildFeedBody, type FeedBody } from '../common/prepared-body/feed-body';
import { INTERRUPTION_LIMITS } from '../outage-history/interruption-time';
import { OutageHistoryService, type LimitCounts } from '../outage-history/outage-history.service';
import { StatisticsLimitsResponseDto, StatisticsResponseDto } from './dto/statistics-response.dto';
import {
  ESTIMATE_GRACE_MINUTES,
  failureFigures,
  FIRST_MONTH,
  lastFullMonth,
  monthAfter,
  monthRange,
  monthText,
  parseMonth,
  plannedFigures,
  publishedCount,
  SUPPRESS_BELOW,
  warsawMonthOf,
  type Month,
} from './scoreboard-figures';
import { buildStatisticsCsv } from './statistics-csv';
import { StatisticsRepository } from './statistics.repository';
import { STATISTICS_MESSAGES as MSG } from './statistics-texts';

/**
 * A month's figures are kept this long: counting the limits walks every watched address's year (about a second and a
 * half for 20,000 addresses, docs/outage-history.md), which a public page must not cost per visit.
 */
const KEEP_MS = 5 * 60_000;
/** Months kept at once: a crawler walking every month since 2000 must not hold them all. */
const KEEP_MONTHS = 36;

interface Computed {
  at: number;
  result: Promise<{ figures: StatisticsResponseDto; body: FeedBody }>;
}

/** The public scoreboard (docs/statistics.md): a month's figures from the recorded history, the JSON and the CSV. */
@Injectable()
export class StatisticsService {
  private readonly computed = new Map<string, Computed>();

  constructor(
    private readonly repo: StatisticsRepository,
    private readonly history: OutageHistoryService,
  ) {}

  /** `?month=` → the month, the last full one when left out; a future month or one before the portal's data is a 400. */
  monthOf(text: string | undefined, now: Date): Month {
    if (text === undefined) return lastFullMonth(now);
    const month = parseMonth(text);
    const reject = (message: string) => new BadRequestException({ message: ERROR_MESSAGES.validation, errors: { month: message } });
    if (!month) throw reject(MSG.badMonth);
    if (monthAfter(month, warsawMonthOf(now))) throw reject(MSG.futureMonth);
    if (monthAfter(parseMonth(FIRST_MONTH)!, month)) throw reject(MSG.tooEarly(FIRST_MONTH));
    return month;
  }

  async figures(text?: string, now = new Date()): Promise<StatisticsResponseDto> {
    return (await this.cached(this.monthOf(text, now), now)).figures;
  }

  /** The JSON answer, prepared once per computation: its ETag stays while the figures do. */
  async body(text?: string, now = new Date()): Promise<FeedBody> {
    return (await this.cached(this.monthOf(text, now), now)).body;
  }

  async csv(text?: string, now = new Date()): Promise<{ fileName: string; contentType: string; content: Buffer }> {
    const figures = await this.figures(text, now);
    return { fileName: `statystyki-${figures.month}.csv`, contentType: CSV_TYPE, content: buildStatisticsCsv(figures) };
  }

  private cached(month: Month, now: Date): Promise<{ figures: StatisticsResponseDto; body: FeedBody }> {
    const key = monthText(month);
    const kept = this.computed.get(key);
    if (kept && now.getTime() - kept.at < KEEP_MS) return kept.result;
    const previous = kept?.result.then((r) => r.body).catch(() => undefined);
    const result = this.compute(month, now).then(async (figures) => ({ figures, body: await buildFeedBody(figures, await previous) }));
    this.computed.delete(key);
    this.computed.set(key, { at: now.getTime(), result });
    // A failed computation is not kept: the next visit tries again.
    result.catch(() => this.computed.get(key)?.result === result && this.computed.delete(key));
    while (this.computed.size > KEEP_MONTHS) this.computed.delete(this.computed.keys().next().value!);
    return result;
  }

  private async compute(month: Month, now: Date): Promise<StatisticsResponseDto> {
    const { from, to } = monthRange(month);
    const until = to < now ? to : now;
    const [failures, planned, limits] = await Promise.all([
      this.repo.endedFailures(from, until),
      this.repo.announcedOutages(from, until),
      this.history.limitCounts(month.year, until),
    ]);
    return {
      month: monthText(month),
      from: from.toISOString(),
      to: to.toISOString(),
      complete: to <= now,
      computedAt: now.toISOString(),
      graceMinutes: ESTIMATE_GRACE_MINUTES,
      failures: failureFigures(failures),
      planned: plannedFigures(planned),
      limits: limitFigures(month.year, until, limits),
    };
  }
}

/** The four limits as published: the thresholds from the outage history's one copy, the counts with small ones withheld. */
function limitFigures(year: number, asOf: Date, counts: LimitCounts): StatisticsLimitsResponseDto {
  return {
    year,
    asOf: asOf.toISOString(),
    suppressBelow: SUPPRESS_BELOW,
    watchedAddresses: publishedCount(counts.addresses),
    limits: [
      { kind: 'PLANNED_YEAR', limitHours: INTERRUPTION_LIMITS.PLANNED.yearHours, addresses: publishedCount(counts.plannedYear) },
      { kind: 'UNPLANNED_YEAR', limitHours: INTERRUPTION_LIMITS.UNPLANNED.yearHours, addresses: publishedCount(counts.unplannedYear) },
      { kind: 'PLANNED_SINGLE', limitHours: INTERRUPTION_LIMITS.PLANNED.singleHours, addresses: publishedCount(counts.plannedSingle) },
      { kind: 'UNPLANNED_SINGLE', limitHours: INTERRUPTION_LIMITS.UNPLANNED.singleHours, addresses: publishedCount(counts.unplannedSingle) },
    ],
  };
}

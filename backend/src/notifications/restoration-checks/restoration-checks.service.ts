import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { publicBaseUrl } from '../alert-links';
import { followUpToken, isFollowUpToken } from '../report-followups/followup-tokens';
import { RestorationChecksRepository, type AnsweredCheck } from './restoration-checks.repository';

/** A question being answered, with its watched address and person as they are now. */
export type RestorationQuestion = AnsweredCheck;

/** How an answer went: recorded (with the report's id), or why not. */
export type RestorationAnswer =
  { outcome: 'recorded'; reportId: number; question: RestorationQuestion } | { outcome: 'wrong-token' | 'not-found' | 'used' | 'expired' };

/** How long a "Nadal nie mam prądu" link works: a day covers a night and the morning after; a later answer is a new report. */
export const RESTORATION_CHECK_LIFETIME_MS = 24 * 3_600_000;
/** A person is asked at most once in this time, whatever outages end around them. */
export const RESTORATION_CHECK_PERSON_WINDOW_MS = 24 * 3_600_000;

/**
 * "Czy masz już prąd?" (docs/notifications.md "Is your power back?"): when a failure ends, the people told it began
 * get, with the "power is back" alert, a one-tap link that records a report if power is still off. This side opens the
 * questions (in the transaction that ends the outage) and checks a link's signature; the reports module records the
 * answer.
 */
@Injectable()
export class RestorationChecksService {
  constructor(
    private readonly checks: RestorationChecksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /**
   * Opens a question for the first of each person's watched addresses in `wanted` (the one their alert names), at
   * most one per address and outage and one per person a day. Answers each asked person's link, by user id.
   */
  async ask(
    em: EntityManager,
    outageId: number,
    wanted: ReadonlyArray<{ userId: number; watchedAddressId: number }>,
    now = new Date(),
  ): Promise<Map<number, string>> {
    const first = new Map<number, number>();
    for (const w of wanted) if (!first.has(w.userId)) first.set(w.userId, w.watchedAddressId);
    if (!first.size) return new Map();
    await this.checks.lockPeople(em, [...first.keys()]);
    const opened = await this.checks.open(
      em,
      [...first].map(([userId, watchedAddressId]) => ({ userId, watchedAddressId })),
      outageId,
      { now, dayAgo: new Date(now.getTime() - RESTORATION_CHECK_PERSON_WINDOW_MS), expiresAt: new Date(now.getTime() + RESTORATION_CHECK_LIFETIME_MS) },
    );
    return new Map(opened.map((c) => [c.userId, this.link(c.id)]));
  }

  /** `/public/prad/{id}/{token}`: short, because it goes into a 160-character SMS. */
  link(id: number): string {
    return `${publicBaseUrl(this.config)}/public/prad/${id}/${followUpToken(id, this.config.auth.jwtSecret, 'still-off')}`;
  }

  /**
   * "Nadal nie mam prądu": checks the link, then — with the question locked, so two taps at once record one report —
   * lets `record` write the report in the same transaction and marks the question used with it. Nothing about the
   * question is read before the signature matches. A person whose account is gone (or anonymised) records nothing.
   */
  async answer(
    id: number,
    token: string,
    record: (em: EntityManager, question: RestorationQuestion) => Promise<number>,
    now = new Date(),
  ): Promise<RestorationAnswer> {
    if (!isFollowUpToken(token, id, this.config.auth.jwtSecret, 'still-off')) return { outcome: 'wrong-token' };
    return this.db.transaction(async (em): Promise<RestorationAnswer> => {
      const question = await this.checks.forAnswer(em, id);
      if (!question || question.fullName === null) return { outcome: 'not-found' };
      if (question.usedAt) return { outcome: 'used' };
      if (question.expiresAt <= now) return { outcome: 'expired' };
      const reportId = await record(em, question);
      await this.checks.markAnswered(em, id, reportId, now);
      return { outcome: 'recorded', reportId, question };
    });
  }
}

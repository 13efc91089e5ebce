import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { NotificationEntity } from './entities/notification.entity';
import { UNPLANNED_EVENTS } from './notification.model';
import { CHANNEL_SENDERS, type ChannelSenders, isFinal, isUncertain, PartialDeliveryError } from './notification-senders';
import { countAlertDelivery } from '../common/metrics/process-metrics';
import { NotificationsRepository } from './notifications.repository';
import { endOfQuietHours, inQuietHours, type QuietHours } from './quiet-hours';

export interface WorkerOptions {
  batchSize: number;
  maxAttempts: number;
  /** First retry after this long; each next one waits twice as long, up to an hour. */
  retryBaseMs: number;
  /** Messages delivered at once by one worker (SMTP connections, gateway calls). */
  concurrency: number;
  smsQuietHours: QuietHours;
}
export const WORKER_OPTIONS = Symbol('NOTIFICATION_WORKER_OPTIONS');

export interface RunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  uncertain: number;
  postponed: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Delivers the notification outbox: claim a batch, send each, record the outcome (docs/notifications.md). */
@Injectable()
export class NotificationWorkerService {
  private readonly logger = new Logger(NotificationWorkerService.name);
  /** Unique per process: a row is finished only by the worker that claimed it. */
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private running: Promise<RunResult> | null = null;

  constructor(
    private readonly repository: NotificationsRepository,
    @Inject(CHANNEL_SENDERS) private readonly senders: ChannelSenders,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
  ) {}

  /** One batch; overlapping calls in one process share the batch in progress. */
  runOnce(now: () => Date = () => new Date()): Promise<RunResult> {
    this.running ??= this.deliverBatch(now).finally(() => (this.running = null));
    return this.running;
  }

  /** Batches until nothing is due (tests, the benchmark, the end of a burst). */
  async drain(now: () => Date = () => new Date()): Promise<RunResult> {
    const total: RunResult = { claimed: 0, sent: 0, retried: 0, failed: 0, uncertain: 0, postponed: 0 };
    for (;;) {
      const r = await this.runOnce(now);
      for (const k of Object.keys(total) as Array<keyof RunResult>) total[k] += r[k];
      if (r.claimed === 0) return total;
    }
  }

  giveUpStale(claimedBefore: Date): Promise<number> {
    return this.repository.giveUpStale(claimedBefore);
  }

  /**
   * One round: up to `batchSize` messages, `concurrency` at a time. Each lane claims the next message only when it is
   * free to send it, and records the one it just delivered in the same statement, so this worker holds only the
   * messages it is handing over: killed mid-round, it leaves at most `concurrency` rows in doubt, never a batch it had
   * claimed but not begun (docs/notifications.md "A crash mid-delivery"; a claim of the whole
   * batch and a crash put all of it in doubt).
   */
  private async deliverBatch(now: () => Date): Promise<RunResult> {
    const result: RunResult = { claimed: 0, sent: 0, retried: 0, failed: 0, uncertain: 0, postponed: 0 };
    let budget = this.options.batchSize;
    let drained = false;
    const next = async (delivered: number[]): Promise<NotificationEntity | null> => {
      if (drained || budget <= 0) {
        await this.repository.markSent(delivered, this.workerId);
        return null;
      }
      budget--;
      const n = await this.repository.claimNext(this.workerId, now(), delivered);
      if (n) result.claimed++;
      else drained = true;
      return n;
    };
    const lane = async (first: NotificationEntity | null) => {
      for (let n = first; n;) n = await next((await this.deliver(n, now, result)) ? [n.id] : []);
    };
    // An idle round costs one query: the other lanes start only when there is something to send.
    const first = await next([]);
    if (!first) return result;
    await Promise.all([lane(first), ...Array.from({ length: this.options.concurrency - 1 }, async () => lane(await next([])))]);
    return result;
  }

  /** True when the message went out (the caller records it). */
  private async deliver(n: NotificationEntity, now: () => Date, result: RunResult): Promise<boolean> {
    if (n.channel === 'SMS' && !UNPLANNED_EVENTS.has(n.event) && inQuietHours(now(), this.options.smsQuietHours)) {
      await this.repository.postpone(n.id, this.workerId, endOfQuietHours(now(), this.options.smsQuietHours));
      result.postponed++;
      countAlertDelivery(n.channel, 'postponed');
      return false;
    }
    try {
      await this.senders[n.channel].send({ recipient: n.recipient, subject: n.subject, body: n.body, html: n.html });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isUncertain(error)) {
        // Never retried, so never sent twice.
        await this.repository.markUncertain(n.id, this.workerId, message);
        this.logger.warn(`notification ${n.id} (${n.channel}) may or may not have gone out: ${message}`);
        result.uncertain++;
        countAlertDelivery(n.channel, 'uncertain');
        return false;
      }
      const retry = !isFinal(error) && n.attempts < this.options.maxAttempts;
      const delay = Math.min(this.options.retryBaseMs * 2 ** (n.attempts - 1), MAX_RETRY_DELAY_MS);
      // Some recipients took it (push: some of the person's browsers): the retry goes only to the others.
      const remaining = error instanceof PartialDeliveryError ? error.remainingRecipient : null;
      await this.repository.markRefused(n.id, this.workerId, message, retry ? new Date(now().getTime() + delay) : null, remaining);
      this.logger.warn(`notification ${n.id} (${n.channel}) refused, attempt ${n.attempts}: ${message}${retry ? '' : ' — giving up'}`);
      if (retry) result.retried++;
      else result.failed++;
      countAlertDelivery(n.channel, retry ? 'retried' : 'failed');
      return false;
    }
    result.sent++;
    countAlertDelivery(n.channel, 'sent');
    return true;
  }
}

import { Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

/**
 * A domain event is a plain object of a class the raising module exports from its `events/` folder
 * (`PlannedOutagePublished`, `OutageEnded`, `ReportStored` …); listeners subscribe by that class.
 */
export type DomainEvent = object;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor: the class is the event's name
export type EventClass<E extends DomainEvent> = new (...args: any[]) => E;

/** Runs inside the writing transaction with its manager; a throw rolls the write back. Only for an outbox insert. */
export type InTransactionListener<E> = (event: E, em: EntityManager) => Promise<unknown>;
/** Runs once the write has committed; its failure is logged and never reaches the writer. */
export type CommittedListener<E> = (event: E) => Promise<unknown> | void;

interface Pending {
  /** The transaction depth at which it was raised: a savepoint rolled back below it takes it away. */
  depth: number;
  event: DomainEvent;
}

/**
 * One way to say that something happened (docs/decisions.md, "Domain events after commit"). A writer raises an event
 * inside its transaction; in-transaction listeners (the alerts outbox: at most once, with the change or not at all)
 * run there and then, and every other listener (the map feed's refresh) is called after the transaction has committed
 * — never for a rolled-back write, never before the rows can be read. The commit is heard as TypeORM's
 * afterTransactionCommit, so a writer needs no help beyond `raise(em, event)`; a savepoint's release is not the commit.
 */
@Injectable()
export class DomainEvents implements EntitySubscriberInterface {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly inTransactionListeners = new Map<EventClass<DomainEvent>, Array<InTransactionListener<DomainEvent>>>();
  private readonly committedListeners = new Map<EventClass<DomainEvent>, Array<CommittedListener<DomainEvent>>>();
  private readonly pending = new WeakMap<QueryRunner, Pending[]>();

  /** Without a data source (the demo seed, the benches) nothing is heard of commits and nothing is listened to. */
  constructor(@Optional() @InjectDataSource() dataSource?: DataSource) {
    dataSource?.subscribers.push(this);
  }

  inTransaction<E extends DomainEvent>(type: EventClass<E>, listener: InTransactionListener<E>): void {
    add(this.inTransactionListeners, type, listener as InTransactionListener<DomainEvent>);
  }

  onCommitted<E extends DomainEvent>(type: EventClass<E>, listener: CommittedListener<E>): void {
    add(this.committedListeners, type, listener as CommittedListener<DomainEvent>);
  }

  /**
   * Raised by a write through `em`. In-transaction listeners run now, in the order they subscribed; the rest wait for
   * the commit. A manager outside a transaction has already committed what it wrote: they are called at once.
   */
  async raise(em: EntityManager, event: DomainEvent): Promise<void> {
    for (const listener of this.inTransactionListeners.get(event.constructor as EventClass<DomainEvent>) ?? []) await listener(event, em);
    const runner = em.queryRunner;
    if (!runner?.isTransactionActive) {
      void this.deliver([event]);
      return;
    }
    const list = this.pending.get(runner) ?? [];
    list.push({ depth: depthOf(runner), event });
    this.pending.set(runner, list);
  }

  /** For a write that has already committed on its own (one autocommitted insert): resolves once the listeners are done. */
  publish(event: DomainEvent): Promise<void> {
    return this.deliver([event]);
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    const events = this.pending.get(queryRunner);
    if (!events) return;
    if (queryRunner.isTransactionActive) {
      // A savepoint was released: its events now belong to the enclosing level, which may still roll back.
      const depth = depthOf(queryRunner);
      for (const p of events) p.depth = Math.min(p.depth, depth);
      return;
    }
    this.pending.delete(queryRunner);
    void this.deliver(events.map((p) => p.event));
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    const events = this.pending.get(queryRunner);
    if (!events) return;
    if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner);
    else
      this.pending.set(
        queryRunner,
        events.filter((p) => p.depth <= depthOf(queryRunner)),
      );
  }

  private async deliver(events: DomainEvent[]): Promise<void> {
    const calls = events.flatMap((event) =>
      (this.committedListeners.get(event.constructor as EventClass<DomainEvent>) ?? []).map(async (listener) => {
        try {
          await listener(event);
        } catch (error) {
          this.logger.warn(`${event.constructor.name} listener failed: ${String(error)}`);
        }
      }),
    );
    await Promise.all(calls);
  }
}

function add<L>(map: Map<EventClass<DomainEvent>, L[]>, type: EventClass<DomainEvent>, listener: L): void {
  map.set(type, [...(map.get(type) ?? []), listener]);
}

/** TypeORM keeps the savepoint depth protected; it is the only way to tell which savepoint an event belongs to. */
function depthOf(runner: QueryRunner): number {
  return (runner as unknown as { transactionDepth: number }).transactionDepth;
}

import type { DataSource, EntityManager, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { DomainEvents } from './domain-events';

class Happened {
  constructor(readonly n: number) {}
}
class Other {}

/** A query runner as TypeORM drives it: depth 1 is the transaction, deeper ones are savepoints. */
class FakeRunner {
  isTransactionActive = false;
  transactionDepth = 0;
  begin() {
    this.isTransactionActive = true;
    this.transactionDepth += 1;
  }
  commit(bus: DomainEvents) {
    this.transactionDepth -= 1;
    this.isTransactionActive = this.transactionDepth > 0;
    bus.afterTransactionCommit({ queryRunner: this } as unknown as TransactionCommitEvent);
  }
  rollback(bus: DomainEvents) {
    this.transactionDepth -= 1;
    this.isTransactionActive = this.transactionDepth > 0;
    bus.afterTransactionRollback({ queryRunner: this } as unknown as TransactionRollbackEvent);
  }
  get em() {
    return { queryRunner: this } as unknown as EntityManager;
  }
}

const settle = () => new Promise((r) => setImmediate(r));

describe('DomainEvents (after-commit delivery)', () => {
  let bus: DomainEvents;
  let runner: FakeRunner;
  let committed: number[];

  beforeEach(() => {
    bus = new DomainEvents();
    runner = new FakeRunner();
    committed = [];
    bus.onCommitted(Happened, (e) => void committed.push(e.n));
  });

  it('registers itself with the data source to hear commits', () => {
    const dataSource = { subscribers: [] as unknown[] };
    const withSource = new DomainEvents(dataSource as unknown as DataSource);
    expect(dataSource.subscribers).toEqual([withSource]);
  });

  it("runs in-transaction listeners at once, with the writer's manager, and the others only after the commit", async () => {
    const inside: Array<[number, EntityManager]> = [];
    bus.inTransaction(Happened, async (e, em) => void inside.push([e.n, em]));
    runner.begin();
    await bus.raise(runner.em, new Happened(1));
    expect(inside).toEqual([[1, runner.em]]);
    await settle();
    expect(committed).toEqual([]);
    runner.commit(bus);
    await settle();
    expect(committed).toEqual([1]);
  });

  it("lets an in-transaction listener's failure reach the writer (the transaction rolls back)", async () => {
    bus.inTransaction(Happened, async () => {
      throw new Error('outbox full');
    });
    runner.begin();
    await expect(bus.raise(runner.em, new Happened(1))).rejects.toThrow('outbox full');
  });

  it('delivers nothing of a rolled-back transaction', async () => {
    runner.begin();
    await bus.raise(runner.em, new Happened(1));
    runner.rollback(bus);
    await settle();
    expect(committed).toEqual([]);
  });

  it('waits past a released savepoint for the outer commit, and forgets what a rolled-back savepoint raised', async () => {
    runner.begin();
    await bus.raise(runner.em, new Happened(1));
    runner.begin();
    await bus.raise(runner.em, new Happened(2));
    runner.commit(bus); // RELEASE SAVEPOINT
    runner.begin();
    await bus.raise(runner.em, new Happened(3));
    runner.rollback(bus); // ROLLBACK TO SAVEPOINT
    await settle();
    expect(committed).toEqual([]);
    runner.commit(bus);
    await settle();
    expect(committed).toEqual([1, 2]);
  });

  it('delivers at once what a manager outside a transaction raised (its statements have committed)', async () => {
    await bus.raise({ queryRunner: undefined } as unknown as EntityManager, new Happened(4));
    await settle();
    expect(committed).toEqual([4]);
  });

  it('publish resolves after the listeners, keeps a failing listener from the others and from the caller', async () => {
    bus.onCommitted(Happened, async () => {
      throw new Error('snapshot down');
    });
    const order: string[] = [];
    bus.onCommitted(Happened, async () => void order.push('second'));
    await expect(bus.publish(new Happened(5))).resolves.toBeUndefined();
    expect(committed).toEqual([5]);
    expect(order).toEqual(['second']);
  });

  it("calls only the listeners of the event's own class", async () => {
    await bus.publish(new Other());
    expect(committed).toEqual([]);
  });
});

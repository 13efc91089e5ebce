import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntitySubscriberInterface, type QueryRunner, type TransactionCommitEvent } from 'typeorm';
import { PlannedOutageEntity } from '../planned-outages/entities/planned-outage.entity';
import { MapFeedSnapshot } from './map-feed.snapshot';

/**
 * Accepting, rejecting, editing or deleting a planned outage happens in the planned-outages module, which knows
 * nothing of the map. This listens to its writes and refreshes the snapshot once the transaction has committed (a
 * refresh inside it would read the old rows), so this instance shows the change at once; the 5 s check covers the others.
 */
@Injectable()
export class PlannedOutagesChangeSubscriber implements EntitySubscriberInterface<PlannedOutageEntity> {
  private readonly pending = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly snapshot: MapFeedSnapshot,
  ) {
    dataSource.subscribers.push(this);
  }

  listenTo() {
    return PlannedOutageEntity;
  }

  afterInsert(event: { queryRunner: QueryRunner }): void {
    this.changed(event.queryRunner);
  }

  afterUpdate(event: { queryRunner: QueryRunner }): void {
    this.changed(event.queryRunner);
  }

  afterRemove(event: { queryRunner: QueryRunner }): void {
    this.changed(event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!this.pending.has(event.queryRunner)) return;
    this.pending.delete(event.queryRunner);
    void this.snapshot.refresh().catch(() => undefined);
  }

  private changed(queryRunner: QueryRunner): void {
    if (queryRunner.isTransactionActive) this.pending.add(queryRunner);
    else void this.snapshot.refresh().catch(() => undefined);
  }
}

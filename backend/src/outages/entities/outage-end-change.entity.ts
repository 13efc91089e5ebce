import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CallNetOutageEntity } from './call-net-outage.entity';

/**
 * One change of a failure's estimated end (docs/integration.md "Restoration progress"): the address card says how many
 * times the estimate moved and from what, so every change is kept, in the order it was made. Written in the integration
 * PUT's transaction; removed with its outage.
 */
@Entity({ name: 'call_net_outage_end_changes' })
@Index('call_net_outage_end_changes_outage', ['outageId', 'id'])
export class OutageEndChangeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'outage_id', type: 'integer' })
  outageId: number;

  @ManyToOne(() => CallNetOutageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'outage_id', foreignKeyConstraintName: 'call_net_outage_end_changes_outage_fk' })
  outage?: CallNetOutageEntity;

  /** The estimate before the change; null when none was known. */
  @Column({ name: 'previous_end', type: 'timestamptz', nullable: true })
  previousEnd: Date | null;

  /** The estimate after it; null when the system withdrew it. */
  @Column({ name: 'new_end', type: 'timestamptz', nullable: true })
  newEnd: Date | null;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt: Date;
}

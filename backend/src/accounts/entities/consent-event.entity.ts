import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import type { ConsentSource, RecordedConsentKind } from '../consent-rules';

/** One consent given or withdrawn, with when and how: the record the operator keeps of each consent (docs/accounts.md). */
@Entity({ name: 'consent_events' })
@Index('consent_events_user', ['userId', 'createdAt'])
export class ConsentEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'consent_events_user_fk' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  kind: RecordedConsentKind;

  @Column({ type: 'boolean' })
  given: boolean;

  @Column({ type: 'varchar', length: 20 })
  source: ConsentSource;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One row of the audit trail: append-only, chained by hash (docs/security.md "Audit trail"). */
@Entity('audit_record')
@Index('audit_record_at', ['at'])
@Index('audit_record_actor', ['actorId', 'id'])
export class AuditRecordEntity {
  /** bigserial: read as a string by the driver, kept a string so no id is rounded. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId!: number | null;

  /** How the actor proved who they are: 'password' until a second factor or a provider exists. */
  @Column({ name: 'actor_method', type: 'varchar', length: 32, nullable: true })
  actorMethod!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 48 })
  action!: string;

  @Column({ type: 'varchar', length: 48 })
  entity!: string;

  @Column({ name: 'entity_id', type: 'varchar', length: 64, nullable: true })
  entityId!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before!: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after!: Record<string, unknown> | null;

  @Column({ name: 'prev_hash', type: 'char', length: 64 })
  prevHash!: string;

  @Column({ type: 'char', length: 64 })
  hash!: string;
}

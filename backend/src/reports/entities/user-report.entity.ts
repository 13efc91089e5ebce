import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import type { ReportSource, ReportType } from '../reports.model';

/**
 * A power-failure report from the wizard (WEB) or the call centre (public spec §3 user report). The reporter's
 * personal data (name, phone, e-mail) is removed after the retention period; the report stays for statistics.
 */
@Entity({ name: 'user_reports' })
@Index('user_reports_reported_at', ['reportedAt'])
@Index('user_reports_user', ['userId', 'reportedAt'])
@Index('user_reports_idempotency_key_unique', ['idempotencyKey'], { unique: true })
// The duplicate check (same address within a window) and the per-client limit.
@Index('user_reports_address', ['streetName', 'residenceNumber', 'reportedAt'])
@Index('user_reports_client', ['clientHash', 'reportedAt'])
// "Already registered" looks a person up by phone or e-mail (migration 1764320000000); lower(email) is an expression
// index TypeORM cannot describe.
@Index('user_reports_phone', ['phoneNumber', 'reportedAt'])
@Index('user_reports_email', { synchronize: false })
// The staff's list of possible nested outages reads the few flagged reports by time.
@Index('user_reports_after_restoration', ['reportedAt'], { where: '"after_restoration"' })
export class UserReportEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 12, default: 'WEB' })
  source: ReportSource;

  @Column({ name: 'report_type', type: 'varchar', length: 20 })
  reportType: ReportType;

  @Column({ type: 'varchar', length: 30 })
  city: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  district: string | null;

  /** The street type ('ul.', 'al.', 'pl.' …) split off the street as written, when there was one. */
  @Column({ name: 'street_type', type: 'varchar', length: 10, nullable: true })
  streetType: string | null;

  @Column({ name: 'street_name', type: 'varchar', length: 70 })
  streetName: string;

  @Column({ name: 'residence_number', type: 'varchar', length: 50 })
  residenceNumber: string;

  @Column({ name: 'apartment_number', type: 'varchar', length: 20, nullable: true })
  apartmentNumber: string | null;

  @Column({ type: 'varchar', length: 6, nullable: true })
  postcode: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  reporter: string | null;

  /** With the country code, e.g. '+48600100200'. */
  @Column({ name: 'phone_number', type: 'varchar', length: 20, nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  email: string | null;

  /** When the reporter's personal data was removed (retention job); null while it is kept. */
  @Column({ name: 'personal_data_removed_at', type: 'timestamptz', nullable: true })
  personalDataRemovedAt: Date | null;

  /** Built on the server from the statements chosen in the wizard (public spec §4 check step). */
  @Column({ type: 'varchar', length: 2000 })
  description: string;

  @Column({ type: 'double precision' })
  lng: number;

  @Column({ type: 'double precision' })
  lat: number;

  /** When the power went off, if the reporter said. */
  @Column({ name: 'outage_start', type: 'timestamptz', nullable: true })
  outageStart: Date | null;

  @Column({ name: 'reported_at', type: 'timestamptz', default: () => 'now()' })
  reportedAt: Date;

  /** The signed-in account that sent it, if any ('My reports'). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_reports_user_fk' })
  user?: UserEntity | null;

  /** The service area the point lies in, when inside one. */
  @Column({ name: 'area_id', type: 'integer', nullable: true })
  areaId: number | null;

  /** The client's retry key: a retried submission with the same key is stored once. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 64, nullable: true })
  idempotencyKey: string | null;

  /** A keyed digest of the request stored under `idempotencyKey`: a retry with that key must carry the same (report-replay.ts). */
  @Column({ name: 'idempotency_digest', type: 'varchar', length: 64, nullable: true })
  idempotencyDigest: string | null;

  /**
   * Recorded by a "Nadal nie mam prądu" answer to the question sent when a failure ended (docs/reports.md "After
   * restoration"): power is still off at a watched address after its outage was closed — to staff, a possible nested
   * outage.
   */
  @Column({ name: 'after_restoration', type: 'boolean', default: false })
  afterRestoration: boolean;

  /** A keyed hash of the client's address, for the per-client limit; never the address itself. */
  @Column({ name: 'client_hash', type: 'varchar', length: 64, nullable: true })
  clientHash: string | null;
}

import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One runtime setting of the product (settings-keys.ts lists the known keys). */
@Entity({ name: 'settings' })
export class SettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'text', nullable: true })
  value: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  /** Id of the administrator who last changed it; null for the defaults from the migration. */
  @Column({ name: 'updated_by', type: 'integer', nullable: true })
  updatedBy: number | null;
}

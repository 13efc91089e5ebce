import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One survey answer (public spec §3 Poll). No personal data and no client address: only the answers
 * and their time. The spec's targetAchieved/targetNotAchieved pair is one exclusive answer, so it is
 * stored once (targetNotAchieved = !targetAchieved).
 */
@Entity({ name: 'poll_answers' })
export class PollAnswerEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'answered_at', type: 'timestamptz', default: () => 'now()' })
  answeredAt: Date;

  @Column({ name: 'report_failure_target', type: 'boolean' })
  reportFailureTarget: boolean;

  @Column({ name: 'failure_check_target', type: 'boolean' })
  failureCheckTarget: boolean;

  @Column({ name: 'planned_check_target', type: 'boolean' })
  plannedCheckTarget: boolean;

  @Column({ name: 'target_achieved', type: 'boolean' })
  targetAchieved: boolean;

  @Column({ name: 'additional_remarks', type: 'varchar', length: 500, nullable: true })
  additionalRemarks: string | null;
}

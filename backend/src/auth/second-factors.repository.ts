import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { SecondFactorEntity } from './entities/second-factor.entity';

/** The only place that queries `second_factors`. Every use of a code is one conditional UPDATE: two tries of one code race to it and one wins. */
@Injectable()
export class SecondFactorsRepository {
  constructor(@InjectRepository(SecondFactorEntity) private readonly repo: Repository<SecondFactorEntity>) {}

  find(userId: number): Promise<SecondFactorEntity | null> {
    return this.repo.findOneBy({ userId });
  }

  /** Starts (or starts again) an enrolment; a confirmed enrolment is never replaced here. False when one exists. */
  async savePending(userId: number, secretSealed: string, recoveryCodeHashes: string[]): Promise<boolean> {
    const rows: unknown[] = await this.repo.query(
      `INSERT INTO second_factors (user_id, secret_sealed, recovery_code_hashes) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, recovery_code_hashes = EXCLUDED.recovery_code_hashes,
         last_used_step = NULL, created_at = now()
       WHERE second_factors.enrolled_at IS NULL
       RETURNING user_id`,
      [userId, secretSealed, recoveryCodeHashes],
    );
    return rows.length === 1;
  }

  /** Confirms a pending enrolment with the step of its first code; false when it was confirmed meanwhile. */
  async confirm(userId: number, step: number, em: EntityManager = this.repo.manager): Promise<boolean> {
    const [, affected]: [unknown, number] = await em.query(
      `UPDATE second_factors SET enrolled_at = now(), last_used_step = $2 WHERE user_id = $1 AND enrolled_at IS NULL`,
      [userId, step],
    );
    return affected === 1;
  }

  /** Takes a step as used when it is later than the last used one; false: this code (or a later one) was used already. */
  async useStep(userId: number, step: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.repo.query(
      `UPDATE second_factors SET last_used_step = $2
       WHERE user_id = $1 AND enrolled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2)`,
      [userId, step],
    );
    return affected === 1;
  }

  /** Removes one unused recovery code; false when it is not (or no longer) among them. */
  async useRecoveryCode(userId: number, hash: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.repo.query(
      `UPDATE second_factors SET recovery_code_hashes = array_remove(recovery_code_hashes, $2)
       WHERE user_id = $1 AND enrolled_at IS NOT NULL AND $2 = ANY(recovery_code_hashes)`,
      [userId, hash],
    );
    return affected === 1;
  }

  /** Removes the person's second factor; true when there was one. */
  async remove(userId: number, em: EntityManager): Promise<boolean> {
    const result = await em.delete(SecondFactorEntity, { userId });
    return (result.affected ?? 0) > 0;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CaptchaUsedSolutionEntity } from './entities/captcha-used-solution.entity';

/** Spent captcha solutions (replay protection), the only place that touches their table. */
@Injectable()
export class UsedSolutionsRepository {
  constructor(@InjectRepository(CaptchaUsedSolutionEntity) private readonly repo: Repository<CaptchaUsedSolutionEntity>) {}

  /**
   * Records the solution as spent; false when it already was. One statement, so of two simultaneous
   * sends of the same solution exactly one succeeds (the primary key decides).
   */
  async markUsed(signature: string, expiresAt: Date): Promise<boolean> {
    const rows: unknown[] = await this.repo.query(
      `INSERT INTO captcha_used_solutions (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING signature`,
      [signature, expiresAt],
    );
    return rows.length === 1;
  }

  /** An expired challenge is refused anyway, so its row protects nothing any more. */
  async deleteExpired(now = new Date()): Promise<number> {
    const result = await this.repo.createQueryBuilder().delete().where('expires_at < :now', { now }).execute();
    return result.affected ?? 0;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import type { TokenPurpose } from './account-token-rules';
import { AccountTokenEntity } from './entities/account-token.entity';

/** The only place that queries account_tokens. */
@Injectable()
export class AccountTokensRepository {
  constructor(@InjectRepository(AccountTokenEntity) private readonly repo: Repository<AccountTokenEntity>) {}

  async insert(values: { userId: number; purpose: TokenPurpose; tokenHash: string; email: string; expiresAt: Date }, em?: EntityManager): Promise<void> {
    await (em ? em.getRepository(AccountTokenEntity) : this.repo).insert(values);
  }

  /** Locks the row: two requests with the same link cannot both use it. */
  findForUpdate(em: EntityManager, tokenHash: string): Promise<AccountTokenEntity | null> {
    return em.getRepository(AccountTokenEntity).createQueryBuilder('t').setLock('pessimistic_write').where('t.token_hash = :tokenHash', { tokenHash }).getOne();
  }

  /** Uses this one and retires every other unused link of the same purpose: only the link just used ever worked. */
  async markUsed(em: EntityManager, token: AccountTokenEntity, now: Date): Promise<void> {
    await em.getRepository(AccountTokenEntity).update({ userId: token.userId, purpose: token.purpose, usedAt: IsNull() }, { usedAt: now });
  }

  countSince(userId: number, purpose: TokenPurpose, since: Date): Promise<number> {
    return this.repo.countBy({ userId, purpose, createdAt: MoreThan(since) });
  }
}

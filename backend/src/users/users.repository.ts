import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { DEFAULT_PAGE_SIZE } from '../common/dto/page.dto';
import { UserEntity } from './entities/user.entity';
import { SearchUsersDto, USER_SORT_FIELDS } from './dto/search-users.dto';

/** The only place that queries users. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly repo: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** With the password hash, for sign-in only. */
  findForLogin(email: string): Promise<UserEntity | null> {
    return this.repo.createQueryBuilder('u').addSelect('u.passwordHash').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  /** With the password hash, to check the current password before a change. */
  findWithPasswordById(id: number): Promise<UserEntity | null> {
    return this.repo.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
  }

  /** Sets a new password and revokes every token in the same statement, so no old session outlives the change. */
  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.repo
      .createQueryBuilder()
      .update(UserEntity)
      .set({ passwordHash, tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id })
      .execute();
  }

  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    const qb = this.repo.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email });
    if (exceptId !== undefined) qb.andWhere('u.id <> :exceptId', { exceptId });
    return (await qb.getCount()) > 0;
  }

  search(criteria: SearchUsersDto): Promise<UserEntity[]> {
    const page = criteria.page ?? {};
    const sortField = USER_SORT_FIELDS.includes(page.sortField as never) ? page.sortField! : 'id';
    const qb = this.filtered(criteria).orderBy(`u.${sortField}`, page.sortOrder ?? 'ASC');
    // A stable order for equal values; TypeORM keys orderBy by column, so sorting by id must not add it again.
    if (sortField !== 'id') qb.addOrderBy('u.id', 'ASC');
    return qb
      .take(page.limit ?? DEFAULT_PAGE_SIZE)
      .skip(page.offset ?? 0)
      .getMany();
  }

  count(criteria: SearchUsersDto): Promise<number> {
    return this.filtered(criteria).getCount();
  }

  async insert(values: Partial<UserEntity>, em?: EntityManager): Promise<UserEntity> {
    const repo = em ? em.getRepository(UserEntity) : this.repo;
    const saved = await repo.save(repo.create(values));
    return (await repo.findOneBy({ id: saved.id }))!;
  }

  /** One transaction for a change and the event it raises (the audit record goes with it or not at all). */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.repo.manager.transaction(work);
  }

  async update(id: number, values: Partial<UserEntity>, em?: EntityManager): Promise<void> {
    await (em ? em.getRepository(UserEntity) : this.repo).update({ id }, values);
  }

  /** Revokes every token of the user at once (see UserEntity.tokenVersion). */
  async bumpTokenVersion(id: number, em?: EntityManager): Promise<void> {
    await (em ? em.getRepository(UserEntity) : this.repo).increment({ id }, 'tokenVersion', 1);
  }

  async countActiveAdmins(): Promise<number> {
    return this.repo.countBy({ systemRole: 'ADMIN', deleted: false });
  }

  private filtered(c: SearchUsersDto): SelectQueryBuilder<UserEntity> {
    const qb = this.repo.createQueryBuilder('u');
    if (c.id !== undefined) qb.andWhere('u.id = :id', { id: c.id });
    if (c.systemRole !== undefined) qb.andWhere('u.systemRole = :role', { role: c.systemRole });
    if (c.area !== undefined) qb.andWhere('u.area = :area', { area: c.area });
    if (c.deleted !== undefined) qb.andWhere('u.deleted = :deleted', { deleted: c.deleted });
    if (c.fullName) qb.andWhere('u.fullName ILIKE :fullName', { fullName: `%${escapeLike(c.fullName)}%` });
    if (c.email) qb.andWhere(new Brackets((b) => b.where('u.email ILIKE :email', { email: `%${escapeLike(c.email!)}%` })));
    return qb;
  }
}

/** A user typing % or _ means those characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Serialises first-admin creation between instances starting at once (a fixed advisory-lock key). */
const FIRST_ADMIN_LOCK = 727002;

/**
 * Inserts the first administrator unless an active one exists, under one transaction-scoped advisory lock, so two
 * instances starting together create one. 'taken': the e-mail belongs to an account that is not an active admin.
 * A plain function over the data source: it runs before Nest starts (npm run create-admin, database preparation).
 */
export function insertFirstAdmin(
  dataSource: DataSource,
  admin: Pick<UserEntity, 'fullName' | 'email' | 'passwordHash'>,
): Promise<'created' | 'exists' | 'taken'> {
  return dataSource.transaction(async (em) => {
    await em.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK]);
    if ((await em.countBy(UserEntity, { systemRole: 'ADMIN', deleted: false })) > 0) return 'exists';
    const taken = await em.createQueryBuilder(UserEntity, 'u').where('lower(u.email) = lower(:email)', { email: admin.email }).getCount();
    if (taken) return 'taken';
    await em.insert(UserEntity, { ...admin, systemRole: 'ADMIN', emailConfirmedAt: new Date() });
    return 'created';
  });
}

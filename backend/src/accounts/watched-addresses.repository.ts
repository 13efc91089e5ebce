import { watchedAddressKeys } from '@portal/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { WatchedAddressEntity } from './entities/watched-address.entity';

/** The only place that queries watched_addresses. */
@Injectable()
export class WatchedAddressesRepository {
  constructor(@InjectRepository(WatchedAddressEntity) private readonly repo: Repository<WatchedAddressEntity>) {}

  listOf(userId: number): Promise<WatchedAddressEntity[]> {
    return this.repo.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  countOf(userId: number): Promise<number> {
    return this.repo.countBy({ userId });
  }

  /** Null for another user's address as for a missing one: the answer must not tell them apart. */
  findOwn(userId: number, id: number): Promise<WatchedAddressEntity | null> {
    return this.repo.findOneBy({ id, userId });
  }

  findSame(userId: number, streetName: string, houseNumber: string, city: string): Promise<WatchedAddressEntity | null> {
    return this.repo
      .createQueryBuilder('a')
      .where('a.user_id = :userId', { userId })
      .andWhere('lower(a.street_name) = lower(:streetName) AND lower(a.house_number) = lower(:houseNumber) AND lower(a.city) = lower(:city)', {
        streetName,
        houseNumber,
        city,
      })
      .getOne();
  }

  async insert(values: Omit<WatchedAddressEntity, 'id' | 'createdAt' | 'updatedAt' | 'user' | 'matchKey' | 'matchKeyBase'>): Promise<WatchedAddressEntity> {
    return this.repo.save(this.repo.create({ ...values, ...watchedAddressKeys(values.streetName, values.houseNumber) }));
  }

  async setActive(id: number, active: boolean): Promise<void> {
    await this.repo.update({ id }, { active });
  }

  async delete(id: number): Promise<void> {
    await this.repo.delete({ id });
  }
}

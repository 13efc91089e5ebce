import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { SettingEntity } from './entities/setting.entity';

/** The only place that queries settings. */
@Injectable()
export class SettingsRepository {
  constructor(
    @InjectRepository(SettingEntity) private readonly repo: Repository<SettingEntity>,
    private readonly dataSource: DataSource,
  ) {}

  findAll(): Promise<SettingEntity[]> {
    return this.repo.find({ order: { key: 'ASC' } });
  }

  /** Every entry or none: one transaction (staff spec §7 config/edit/many). */
  async saveMany(
    entries: ReadonlyArray<{ key: string; value: string | null }>,
    updatedBy: number,
    alsoInTransaction?: (em: EntityManager) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      for (const { key, value } of entries) {
        await em.getRepository(SettingEntity).upsert({ key, value, updatedBy, updatedAt: new Date() }, ['key']);
      }
      await alsoInTransaction?.(em);
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { MailOutboxEntity } from './entities/mail-outbox.entity';

/** The only place that queries mail_outbox. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectRepository(MailOutboxEntity) private readonly repo: Repository<MailOutboxEntity>) {}

  async insert(values: Omit<MailOutboxEntity, 'id' | 'createdAt'>): Promise<MailOutboxEntity> {
    return this.repo.save(this.repo.create(values));
  }

  /** Newest first. */
  latest(limit: number): Promise<MailOutboxEntity[]> {
    return this.repo.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** Mails of one kind to one address (any letter case) since a moment: the per-recipient limits of notices. */
  countTo(address: string, kind: string, since: Date): Promise<number> {
    return this.repo
      .createQueryBuilder('m')
      .where('lower(m.to_address) = lower(:address) AND m.kind = :kind AND m.created_at >= :since', { address, kind, since })
      .getCount();
  }

  /** Anonymization: mails to an address that no longer belongs to anyone go with it. */
  async forgetRecipient(address: string): Promise<void> {
    await this.repo.createQueryBuilder().delete().where('lower(to_address) = lower(:address)', { address }).execute();
  }

  async deleteOlderThan(date: Date, em: EntityManager = this.repo.manager): Promise<number> {
    const result = await em.createQueryBuilder().delete().from(MailOutboxEntity).where('created_at < :date', { date }).execute();
    return result.affected ?? 0;
  }
}

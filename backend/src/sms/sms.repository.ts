import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SmsOutboxEntity } from './entities/sms-outbox.entity';

/** The only place that queries the SMS outbox. */
@Injectable()
export class SmsRepository {
  constructor(@InjectRepository(SmsOutboxEntity) private readonly repo: Repository<SmsOutboxEntity>) {}

  async insert(values: Pick<SmsOutboxEntity, 'to' | 'text' | 'status' | 'provider'> & Partial<SmsOutboxEntity>): Promise<SmsOutboxEntity> {
    return this.repo.save(this.repo.create(values));
  }

  async update(id: number, values: Partial<Pick<SmsOutboxEntity, 'status' | 'providerMessageId' | 'error' | 'sentAt'>>): Promise<void> {
    await this.repo.update({ id }, values);
  }

  /** Newest first. */
  latest(limit: number): Promise<SmsOutboxEntity[]> {
    return this.repo.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { PollAnswerEntity } from './entities/poll-answer.entity';

/** The only place that touches poll_answers. */
@Injectable()
export class PollRepository {
  constructor(@InjectRepository(PollAnswerEntity) private readonly repo: Repository<PollAnswerEntity>) {}

  async insert(values: Omit<PollAnswerEntity, 'id' | 'answeredAt'>): Promise<void> {
    await this.repo.insert(values);
  }

  /** Every answer, oldest first, a batch at a time: the results file never holds the whole table in memory. */
  async *inBatches(size = 1000): AsyncGenerator<PollAnswerEntity[]> {
    let afterId = 0;
    for (;;) {
      const batch = await this.repo.find({ where: { id: MoreThan(afterId) }, order: { id: 'ASC' }, take: size });
      if (batch.length) yield batch;
      if (batch.length < size) return;
      afterId = batch[batch.length - 1].id;
    }
  }
}

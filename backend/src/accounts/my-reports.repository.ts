import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UserReportEntity } from '../reports/entities/user-report.entity';

export interface MyReportsQuery {
  userId: number;
  /** 'YYYY-MM-DD', a Warsaw calendar day. */
  reportDate?: string;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/**
 * 'My reports' (public spec §2, §3): the reports sent while signed in to the account. Never one joined by its e-mail:
 * anyone can type anyone's address into the wizard, so a report sent without signing in belongs to nobody.
 */
@Injectable()
export class MyReportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(q: MyReportsQuery): Promise<{ rows: UserReportEntity[]; total: number }> {
    const qb = this.db.getRepository(UserReportEntity).createQueryBuilder('r').where('r.user_id = :userId', { userId: q.userId });
    // The day as people in Warsaw count it, whatever the server's zone (the column holds UTC instants).
    if (q.reportDate) qb.andWhere(`(r.reported_at AT TIME ZONE 'Europe/Warsaw')::date = :day::date`, { day: q.reportDate });
    const [rows, total] = await qb.orderBy('r.reported_at', q.order).addOrderBy('r.id', q.order).take(q.limit).skip(q.offset).getManyAndCount();
    return { rows, total };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource } from 'typeorm';
import { UserReportEntity } from '../reports/entities/user-report.entity';

export interface MyReportsQuery {
  userId: number;
  /** Set only when the account's address is confirmed: reports sent before signing in count as the user's then. */
  confirmedEmail: string | null;
  /** 'YYYY-MM-DD', a Warsaw calendar day. */
  reportDate?: string;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/** 'My reports' (public spec §2, §3): the user's own reports from user_reports. */
@Injectable()
export class MyReportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(q: MyReportsQuery): Promise<{ rows: UserReportEntity[]; total: number }> {
    const qb = this.db
      .getRepository(UserReportEntity)
      .createQueryBuilder('r')
      .where(
        new Brackets((b) => {
          b.where('r.user_id = :userId', { userId: q.userId });
          if (q.confirmedEmail) b.orWhere('(r.user_id IS NULL AND lower(r.email) = lower(:email))', { email: q.confirmedEmail });
        }),
      );
    // The day as people in Warsaw count it, whatever the server's zone (the column holds UTC instants).
    if (q.reportDate) qb.andWhere(`(r.reported_at AT TIME ZONE 'Europe/Warsaw')::date = :day::date`, { day: q.reportDate });
    const [rows, total] = await qb.orderBy('r.reported_at', q.order).addOrderBy('r.id', q.order).take(q.limit).skip(q.offset).getManyAndCount();
    return { rows, total };
  }
}

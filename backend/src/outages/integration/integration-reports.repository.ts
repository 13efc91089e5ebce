import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan, MoreThanOrEqual } from 'typeorm';
import { UserReportEntity } from '../../reports/entities/user-report.entity';

/** The integration API's read of user_reports (the report module writes them). */
@Injectable()
export class IntegrationReportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Id order: ids only grow, so a client paging with afterId never skips or repeats a report. */
  findSince(since: Date, afterId: number, limit: number): Promise<UserReportEntity[]> {
    return this.dataSource.manager.find(UserReportEntity, {
      where: { reportedAt: MoreThanOrEqual(since), id: MoreThan(afterId) },
      order: { id: 'ASC' },
      take: limit,
    });
  }
}

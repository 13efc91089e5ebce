import { BadRequestException, Injectable } from '@nestjs/common';
import { warsawDay } from '@portal/domain';
import type { Actor } from '../../common/events/actor';
import { DomainEvents } from '../../common/events/domain-events';
import { SearchUsersDto } from '../dto/search-users.dto';
import { UsersReportExported } from '../events/users-report-exported';
import { UsersRepository } from '../users.repository';
import { buildUsersReport } from './users-report.workbook';

/** More rows than an administrator reads; the cap keeps one request from building a huge file in memory. */
export const USERS_REPORT_MAX_ROWS = 10_000;
export const USERS_REPORT_MESSAGES = {
  tooLarge: `Raport może zawierać najwyżej ${USERS_REPORT_MAX_ROWS.toLocaleString('pl-PL').replace(/\s/g, ' ')} użytkowników: zawęź kryteria`,
} as const;

export interface UsersReportFile {
  fileName: string;
  content: Buffer;
}

/** 'Pobierz raport' of the users list (staff spec §2.5, §6): the users matching the list's filters, in the list's order. */
@Injectable()
export class UsersReportService {
  constructor(
    private readonly users: UsersRepository,
    private readonly events: DomainEvents,
  ) {}

  async report(criteria: SearchUsersDto, actor: Actor): Promise<UsersReportFile> {
    const { page, ...filters } = criteria;
    if ((await this.users.count(filters)) > USERS_REPORT_MAX_ROWS) throw new BadRequestException(USERS_REPORT_MESSAGES.tooLarge);
    const users = await this.users.search({
      ...filters,
      page: { sortField: page?.sortField, sortOrder: page?.sortOrder, limit: USERS_REPORT_MAX_ROWS, offset: 0 },
    });
    const content = await buildUsersReport(users);
    await this.events.publish(new UsersReportExported(actor, { ...filters }, users.length));
    return { fileName: `uzytkownicy-${warsawDay(new Date())}.xlsx`, content };
  }
}

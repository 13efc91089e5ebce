import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { DEFAULT_PAGE_SIZE } from '../common/dto/page.dto';
import { AccountsRepository } from './accounts.repository';
import type { MyReportItemDto, MyReportsResponseDto, MyReportsSearchDto } from './dto/my-reports.dto';
import { MyReportsRepository } from './my-reports.repository';

/** 'Moje zgłoszenia' (public spec §2, §3): filtered by the Warsaw day, sorted and paged on the server. */
@Injectable()
export class MyReportsService {
  constructor(
    private readonly reports: MyReportsRepository,
    private readonly accounts: AccountsRepository,
  ) {}

  async search(who: AuthUser, dto: MyReportsSearchDto): Promise<MyReportsResponseDto> {
    const user = await this.accounts.findUser(who.id);
    if (!user || user.deleted) throw new NotFoundException();
    const { rows, total } = await this.reports.find({
      userId: user.id,
      reportDate: dto.reportDate,
      order: dto.sortOrder ?? 'DESC',
      limit: dto.page?.limit ?? DEFAULT_PAGE_SIZE,
      offset: dto.page?.offset ?? 0,
    });
    const items: MyReportItemDto[] = rows.map((r) => ({
      reportDate: r.reportedAt,
      comment: r.description,
      streetType: r.streetType,
      streetName: r.streetName,
      houseNumber: r.apartmentNumber ? `${r.residenceNumber}/${r.apartmentNumber}` : r.residenceNumber,
      city: r.city,
    }));
    return { items, total };
  }
}

import { Injectable } from '@nestjs/common';
import type { UserReportEntity } from '../../reports/entities/user-report.entity';
import { IntegrationReportResponseDto, IntegrationReportsPageResponseDto, IntegrationReportsQueryDto, REPORTS_PAGE } from './dto/integration-reports.dto';
import { IntegrationReportsRepository } from './integration-reports.repository';

/** Reports for the outage-management system: what was submitted since a time, with personal data only while it is kept. */
@Injectable()
export class IntegrationReportsService {
  constructor(private readonly reports: IntegrationReportsRepository) {}

  async since(query: IntegrationReportsQueryDto): Promise<IntegrationReportsPageResponseDto> {
    const limit = query.limit ?? REPORTS_PAGE.default;
    const found = await this.reports.findSince(new Date(query.since), query.afterId ?? 0, limit);
    return { items: found.map(toResponse), nextAfterId: found.length === limit ? found[found.length - 1].id : null };
  }
}

function toResponse(r: UserReportEntity): IntegrationReportResponseDto {
  // The retention job clears these columns; checking the mark as well keeps a half-done clean-up from leaking.
  const kept = r.personalDataRemovedAt === null;
  return {
    id: r.id,
    source: r.source,
    reportType: r.reportType,
    city: r.city,
    district: r.district,
    streetType: r.streetType,
    streetName: r.streetName,
    residenceNumber: r.residenceNumber,
    apartmentNumber: r.apartmentNumber,
    postcode: r.postcode,
    reporter: kept ? r.reporter : null,
    phoneNumber: kept ? r.phoneNumber : null,
    email: kept ? r.email : null,
    personalDataRemoved: !kept,
    description: r.description,
    lng: r.lng,
    lat: r.lat,
    outageStart: r.outageStart?.toISOString() ?? null,
    reportedAt: r.reportedAt.toISOString(),
    areaId: r.areaId,
    afterRestoration: r.afterRestoration,
  };
}

import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { AreasService } from '../areas/areas.service';
import { SettingsService } from '../settings/settings.service';
import type { LngLat } from '@portal/domain';
import type { ReportType } from './reports.model';
import { OutageLocatorService, type LocatedOutages, type OutageItem } from '../map-feed/outage-locator.service';
import type { AddressAdmStatusDto, PointStatusResponseDto } from './dto/report-response.dto';
import { isExceptedAddress } from '@portal/domain';
import { REPORT_MESSAGES, type ChosenReportType } from '@portal/domain';

/**
 * Where a report may come from and what is known there (public spec §3 point status, §5 location rules, §7).
 * Everything here is answered from memory (areas, settings, the outage snapshot): no database query per call.
 */
@Injectable()
export class ReportLocationService {
  constructor(
    private readonly areas: AreasService,
    private readonly settings: SettingsService,
    private readonly locator: OutageLocatorService,
  ) {}

  /** The service area's id at the point, or null outside every area. */
  areaIdAt(point: LngLat): number | null {
    try {
      return this.areas.findByPoint({ lat: point.lat, lng: point.lng }).id;
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
  }

  /**
   * 403 'Adres obsługiwany przez innego Operatora…' outside every service area or at an excepted address, unless
   * the setting canAddReportOutsideArea is 'true'. Returns the area id (null outside) for the report.
   */
  assertServed(point: LngLat, street: string, residenceNumber: string): number | null {
    const areaId = this.areaIdAt(point);
    if (this.settings.get('canAddReportOutsideArea').value === 'true') return areaId;
    if (areaId === null || isExceptedAddress(street, residenceNumber)) {
      throw new ForbiddenException({ message: REPORT_MESSAGES.outsideService });
    }
    return areaId;
  }

  locate(point: LngLat): LocatedOutages {
    return this.locator.locate(point);
  }

  /** Public spec §7 point status; several outages at once: planned first, then extensive, then a failure. */
  pointStatus(point: LngLat): PointStatusResponseDto {
    const found = this.locator.locate(point);
    const answer = (status: PointStatusResponseDto['pointElectricityStatus'], item: OutageItem): PointStatusResponseDto => ({
      pointElectricityStatus: status,
      description: item.description ?? item.comment ?? null,
      outageStart: item.start ?? null,
      outageEnd: item.end ?? null,
    });
    if (found.planned) return answer('PLANNED_OUTAGE', found.planned);
    if (found.extensive) return answer('EXTENSIVE', found.extensive);
    if (found.failure) return answer('FAILURE', found.failure);
    return { pointElectricityStatus: 'HAS_ELECTRICITY', description: null, outageStart: null, outageEnd: null };
  }

  /**
   * Is the building administered by a housing administration (spec §7)? No register says so, so the rule is the
   * one thing the address tells: an address with an apartment number is a flat in a multi-flat building, which in
   * Poland has an administrator (a housing cooperative, a community or the city); a house without one answers false.
   * docs/reports.md explains the choice.
   */
  addressAdmStatus(dto: AddressAdmStatusDto): boolean {
    return !!dto.apartmentNumber?.trim();
  }
}

/**
 * The stored type (public spec §3 report types): the place decides over the person's choice when an outage is
 * already known there — an extensive area first, then planned works, then a known failure.
 */
export function derivedReportType(chosen: ChosenReportType, found: LocatedOutages): ReportType {
  if (found.extensive) return 'EXTENSIVE_FAILURE';
  if (found.planned) return 'WORKS';
  if (found.failure) return 'POWER_FAILURE';
  return chosen;
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { followUpToken } from '../notifications/report-followups/followup-tokens';
import type { LngLat } from '@portal/domain';
import { OutageLocatorService, type OutageItem } from '../map-feed/outage-locator.service';
import type { KnownOutageDto } from './dto/known-outage.dto';
import type { ReportSubmitResponseDto } from './dto/report-response.dto';

const KIND: Record<OutageItem['type'], KnownOutageDto['kind']> = { PLANNED: 'PLANNED', EXTENSIVE: 'EXTENSIVE', FAILURE: 'FAILURE' };

/**
 * "We already know" (docs/reports.md): what step 5 of the wizard tells a reporter whose report was folded
 * into a known outage. Answered from the map snapshot (no query), after the report service has refreshed it, so the
 * count includes the new report.
 */
@Injectable()
export class KnownOutageService {
  constructor(
    private readonly locator: OutageLocatorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The outage at a point, in the order of the point status and the map's folding (public spec §1, §7): planned
   * works first, then an extensive area, then a confirmed failure — the one the wizard's dialog named on step 1.
   */
  at(point: LngLat): KnownOutageDto | null {
    const found = this.locator.locate(point);
    const item = found.planned ?? found.extensive ?? found.failure;
    if (!item) return null;
    return {
      kind: KIND[item.type],
      id: item.id,
      start: item.start,
      end: item.end,
      cause: item.cause,
      description: item.description ?? item.comment,
      reportsCount: this.locator.reportsGathered(item.type, item.id) ?? item.reportsCount,
    };
  }

  /**
   * The report's answer with what is known at its point. Only a report stored now gets the follow-up token: an
   * ALREADY_REGISTERED answer names an earlier report, and knowing a phone and an address must not let anyone
   * subscribe it.
   */
  withKnownOutage(answer: ReportSubmitResponseDto, point: LngLat): ReportSubmitResponseDto {
    const knownOutage = this.at(point);
    if (!knownOutage) return answer;
    return answer.status === 'CREATED'
      ? { ...answer, knownOutage, followUpToken: followUpToken(answer.id, this.config.auth.jwtSecret) }
      : { ...answer, knownOutage };
  }
}

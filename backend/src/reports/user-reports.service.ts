import { BadRequestException, ForbiddenException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CAPTCHA_FIELD, CAPTCHA_MESSAGES, CaptchaService } from '../captcha/captcha.service';
import { ERROR_MESSAGES } from '../common/api-error';
import { isUniqueViolation } from '../common/database-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { splitStreetType } from '../geocoding/address-text-parser';
import { DomainEvents } from '../common/events/domain-events';
import { ReportStored } from './events/report.events';
import { clientHash } from './client-key';
import type { CreateUserReportDto } from './dto/create-user-report.dto';
import type { ReportSubmitResponseDto } from './dto/report-response.dto';
import type { SearchStaffReportsDto, StaffReportPageResponseDto } from './dto/staff-reports.dto';
import { derivedReportType, ReportLocationService } from './report-location.service';
import { buildReportDescription, checkStepErrors, IDEMPOTENCY_KEY, normaliseHouseNumber, normaliseStreet, REPORT_MESSAGES } from '@portal/domain';
import { isSameRequest, reportRequestDigest, type ReportRequest } from './report-replay';
import { UserReportsRepository, type RecentReport } from './user-reports.repository';

/** Who sent the request: the client address (Express req.ip, which honours TRUST_PROXY) and the account, if any. */
export interface ReportClient {
  ip: string | undefined;
  user: AuthUser | null | undefined;
  idempotencyKey: string | undefined;
}

/** How long a retry whose captcha was just spent by its own first try waits for that try to be stored. */
const IN_FLIGHT_WAIT_MS = 3000;
const IN_FLIGHT_POLL_MS = 250;
/** A report answers after the map snapshot is rebuilt, or after this long at most (the rebuild then finishes alone). */
const REFRESH_WAIT_MS = 2000;

/**
 * Failure reports from the public wizard (public spec §3, §4, §5, §8; docs/reports.md). The order matters:
 * nothing costly or spending happens before the input is known to be complete, and a retry never stores twice.
 */
@Injectable()
export class UserReportsService {
  constructor(
    private readonly reports: UserReportsRepository,
    private readonly location: ReportLocationService,
    private readonly captcha: CaptchaService,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async submit(dto: CreateUserReportDto, client: ReportClient): Promise<ReportSubmitResponseDto> {
    const key = client.idempotencyKey?.trim() || undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors: { 'Idempotency-Key': REPORT_MESSAGES.idempotencyKey } });
    }
    const secret = this.config.auth.jwtSecret;
    const hash = clientHash(client.ip, secret);
    const userId = client.user?.role === 'PUBLIC' ? client.user.id : null;
    const request: ReportRequest = { requestDigest: reportRequestDigest(dto, secret), clientHash: hash };
    // 1. A retry of a stored report gets the same answer, before its (already spent) captcha is looked at; another
    //    request under a used key is refused (422), never given that report's answer (report-replay.ts).
    if (key) {
      const earlier = await this.replayOf(key, request);
      if (earlier !== null) return { id: earlier, status: 'CREATED' };
    }
    // 2. The check step's answers are complete for the chosen type (the DTO checked their shapes).
    const missing = checkStepErrors(dto.reportType, dto.checkAnswers);
    if (Object.keys(missing).length) throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors: missing });

    // 3. A person sent it.
    const verdict = await this.captcha.verify(dto.recaptchaToken, 'REPORT');
    if (!verdict.ok) {
      // The first try of this very submission may still be running with the same solution: answer what it stored.
      const earlier = key && verdict.reason === 'replayed' ? await this.waitForKey(key, request) : null;
      if (earlier !== null) return { id: earlier, status: 'CREATED' };
      throw new ForbiddenException({ message: CAPTCHA_MESSAGES.failed, errors: { [CAPTCHA_FIELD]: CAPTCHA_MESSAGES.failed } });
    }

    // 4. The place is served by this operator.
    const point = { lng: dto.coordinateX, lat: dto.coordinateY };
    const areaId = this.location.assertServed(point, dto.street, dto.residenceNumber);

    // 5. Not too many from one client.
    const { rateLimit, rateWindowMinutes, duplicateWindowMinutes } = this.config.reports;
    if ((await this.reports.countByClient(hash, rateWindowMinutes)) >= rateLimit) {
      throw new ForbiddenException({ message: REPORT_MESSAGES.rateLimited });
    }

    // 6. The same person already reported this address a moment ago.
    const duplicate = await this.findDuplicate(dto, duplicateWindowMinutes);
    // A parallel try under the same key stored it after step 1 looked: this report, if the tries are one request.
    if (duplicate && key && duplicate.idempotencyKey === key) {
      const earlier = await this.replayOf(key, request);
      if (earlier !== null) return { id: earlier, status: 'CREATED' };
    }
    if (duplicate) return { id: duplicate.id, status: 'ALREADY_REGISTERED' };

    // 7. Store it, typed by what is known at the place.
    const found = this.location.locate(point);
    const { streetType, name } = splitStreetType(dto.street);
    let id: number;
    try {
      id = await this.reports.insert({
        source: 'WEB',
        reportType: derivedReportType(dto.reportType, found),
        city: dto.city,
        district: dto.district ?? null,
        streetType,
        streetName: name,
        residenceNumber: dto.residenceNumber,
        apartmentNumber: dto.apartmentNumber ?? null,
        postcode: dto.postcode ?? null,
        reporter: dto.reporter,
        phoneNumber: dto.phoneNumber,
        email: dto.email,
        description: buildReportDescription(dto.reportType, dto.checkAnswers, found.extensive?.description),
        lng: point.lng,
        lat: point.lat,
        outageStart: dto.outageStart ? new Date(dto.outageStart) : null,
        userId,
        areaId,
        idempotencyKey: key ?? null,
        idempotencyDigest: key ? request.requestDigest : null,
        clientHash: hash,
      });
    } catch (error) {
      // Two tries with the same key (each with its own captcha) raced past step 1: the other one stored it.
      if (key && isUniqueViolation(error)) {
        const earlier = await this.replayOf(key, request);
        if (earlier !== null) return { id: earlier, status: 'CREATED' };
      }
      throw error;
    }

    // 8. The map shows it within seconds: the map feed rebuilds on ReportStored (the insert has committed).
    await this.told(new ReportStored(id));
    return { id, status: 'CREATED' };
  }

  /** The staff's list (docs/reports.md "After restoration"): where, when and what, without the reporter's contact. */
  async staffPage(q: SearchStaffReportsDto): Promise<StaffReportPageResponseDto> {
    const [rows, total] = await this.reports.staffPage({ afterRestoration: q.afterRestoration, limit: q.limit ?? 25, offset: q.offset ?? 0 });
    const items = rows.map((r) => ({
      id: r.id,
      reportedAt: r.reportedAt.toISOString(),
      source: r.source,
      reportType: r.reportType,
      address: `${[r.streetType, r.streetName, r.residenceNumber + (r.apartmentNumber ? `/${r.apartmentNumber}` : '')].filter(Boolean).join(' ')}, ${r.city}`,
      description: r.description,
      lng: r.lng,
      lat: r.lat,
      afterRestoration: r.afterRestoration,
    }));
    return { items, total };
  }

  /** The same phone or e-mail and the same address (street name and number, however written) within the window. */
  private async findDuplicate(dto: CreateUserReportDto, minutes: number): Promise<RecentReport | undefined> {
    const street = normaliseStreet(dto.street);
    const number = normaliseHouseNumber(dto.residenceNumber);
    const recent = await this.reports.recentByContact(dto.phoneNumber, dto.email, minutes);
    return recent.find((r) => normaliseStreet(r.streetName) === street && normaliseHouseNumber(r.residenceNumber) === number);
  }

  /**
   * The id of the report stored under `key` when this request is that report's first request again (same content
   * and client); null when nothing is stored under the key; 422 for any other request. The IETF
   * Idempotency-Key draft answers a reused key with another payload 422; a 409 would read as "try again later".
   */
  private async replayOf(key: string, request: ReportRequest): Promise<number | null> {
    const stored = await this.reports.findByIdempotencyKey(key);
    if (!stored) return null;
    if (!isSameRequest(stored, request)) {
      const message = REPORT_MESSAGES.idempotencyKeyReused;
      throw new UnprocessableEntityException({ message, errors: { 'Idempotency-Key': message } });
    }
    return stored.id;
  }

  private async waitForKey(key: string, request: ReportRequest): Promise<number | null> {
    for (let waited = 0; waited < IN_FLIGHT_WAIT_MS; waited += IN_FLIGHT_POLL_MS) {
      const id = await this.replayOf(key, request);
      if (id !== null) return id;
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
    }
    return this.replayOf(key, request);
  }

  /** A failed or slow rebuild never fails a stored report: the periodic rebuild picks it up. */
  private async told(event: ReportStored): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, REFRESH_WAIT_MS)));
    await Promise.race([this.events.publish(event), timeout]);
    clearTimeout(timer);
  }
}

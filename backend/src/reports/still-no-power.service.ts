import { ForbiddenException, GoneException, Injectable, NotFoundException, ConflictException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../common/events/domain-events';
import { RestorationChecksRepository, type AnsweredCheck } from '../notifications/restoration-checks/restoration-checks.repository';
import { RestorationChecksService } from '../notifications/restoration-checks/restoration-checks.service';
import { toMsisdn } from '../sms/phone-number';
import { STILL_NO_POWER_MESSAGES as MSG, type StillNoPowerResponseDto } from './dto/still-no-power.dto';
import { ReportStored } from './events/report.events';
import { REPORT_LIMITS } from './reports.model';
import { ReportLocationService } from './report-location.service';
import { UserReportsRepository, type NewUserReport } from './user-reports.repository';

/** What the report says of itself: staff read it next to the "possible nested outage" flag. */
export const STILL_NO_POWER_DESCRIPTION = 'Nadal brak prądu po zakończeniu awarii (odpowiedź „Nadal nie mam prądu” na pytanie „Czy masz już prąd?”).';

/**
 * "Nadal nie mam prądu" (docs/reports.md "After restoration"): the answer to the question sent when a failure ended
 * records one report at the person's watched address, flagged `afterRestoration`, without signing in — the signed link
 * is the proof. The link works once and for a day; the question is locked while it is answered, so two taps at once
 * record one report.
 */
@Injectable()
export class StillNoPowerService {
  constructor(
    private readonly checks: RestorationChecksRepository,
    private readonly restoration: RestorationChecksService,
    private readonly reports: UserReportsRepository,
    private readonly location: ReportLocationService,
    private readonly events: DomainEvents,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async answer(id: number, token: string, now = new Date()): Promise<StillNoPowerResponseDto> {
    // The signature first: without it nothing about the question (not even whether it exists) is told.
    if (!this.restoration.isSigned(id, token)) throw new ForbiddenException({ message: MSG.wrongToken });
    const answered = await this.db.transaction(async (em) => {
      const check = await this.checks.forAnswer(em, id);
      if (!check || check.fullName === null) throw new NotFoundException({ message: MSG.notFound });
      if (check.usedAt) throw new ConflictException({ message: MSG.used });
      if (check.expiresAt <= now) throw new GoneException({ message: MSG.expired });
      const reportId = await this.reports.insert(this.report(check), em);
      await this.checks.markAnswered(em, id, reportId, now);
      return { reportId, address: addressOf(check) };
    });
    // The map shows it like any other report (its feed rebuilds on ReportStored, after commit); a failed rebuild
    // never fails a recorded answer: the periodic rebuild picks it up.
    await this.events.publish(new ReportStored(answered.reportId)).catch(() => undefined);
    return answered;
  }

  private report(c: AnsweredCheck): NewUserReport {
    const point = { lng: c.lng, lat: c.lat };
    const msisdn = c.phone ? toMsisdn(c.phone) : null;
    const email = c.email && c.email.length <= REPORT_LIMITS.email ? c.email : null;
    return {
      source: 'WEB',
      reportType: 'NO_VOLTAGE',
      afterRestoration: true,
      city: c.city,
      district: c.district,
      streetType: c.streetType,
      streetName: c.streetName,
      residenceNumber: c.houseNumber,
      apartmentNumber: null,
      postcode: c.postcode,
      reporter: c.fullName,
      phoneNumber: msisdn ? `+${msisdn}` : null,
      email,
      description: STILL_NO_POWER_DESCRIPTION,
      lng: point.lng,
      lat: point.lat,
      outageStart: null,
      userId: c.userId,
      areaId: this.location.areaIdAt(point),
      idempotencyKey: null,
      idempotencyDigest: null,
      clientHash: null,
    };
  }
}

/** As the alert named it (recipients.repository.ts RECIPIENT_SELECT). */
function addressOf(c: AnsweredCheck): string {
  return `${[c.streetType, c.streetName, c.houseNumber].filter(Boolean).join(' ')}, ${c.city}`;
}

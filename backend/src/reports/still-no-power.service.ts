import { ConflictException, ForbiddenException, GoneException, Injectable, NotFoundException, type HttpException } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { RestorationChecksService, type RestorationAnswer, type RestorationQuestion } from '../notifications/restoration-checks/restoration-checks.service';
import { toMsisdn } from '../sms/phone-number';
import { STILL_NO_POWER_MESSAGES as MSG, type StillNoPowerResponseDto } from './dto/still-no-power.dto';
import { ReportStored } from './events/report.events';
import { REPORT_LIMITS } from './reports.model';
import { ReportLocationService } from './report-location.service';
import { UserReportsRepository, type NewUserReport } from './user-reports.repository';

/** The refusals of a link, in the one error shape with their Polish message. */
const REFUSED: Record<Exclude<RestorationAnswer['outcome'], 'recorded'>, () => HttpException> = {
  'wrong-token': () => new ForbiddenException({ message: MSG.wrongToken }),
  'not-found': () => new NotFoundException({ message: MSG.notFound }),
  used: () => new ConflictException({ message: MSG.used }),
  expired: () => new GoneException({ message: MSG.expired }),
};

/** What the report says of itself: staff read it next to the "possible nested outage" flag. */
export const STILL_NO_POWER_DESCRIPTION = 'Nadal brak prądu po zakończeniu awarii (odpowiedź „Nadal nie mam prądu” na pytanie „Czy masz już prąd?”).';

/**
 * "Nadal nie mam prądu" (docs/reports.md "After restoration"): the answer to the question sent when a failure ended
 * records one report at the person's watched address, flagged `afterRestoration`, without signing in — the signed link
 * is the proof. The link works once and for a day (restoration-checks.service.ts checks it and holds the question
 * while the report is written).
 */
@Injectable()
export class StillNoPowerService {
  constructor(
    private readonly restoration: RestorationChecksService,
    private readonly reports: UserReportsRepository,
    private readonly location: ReportLocationService,
    private readonly events: DomainEvents,
  ) {}

  async answer(id: number, token: string): Promise<StillNoPowerResponseDto> {
    const answered = await this.restoration.answer(id, token, (em, question) => this.reports.insert(this.report(question), em));
    if (answered.outcome !== 'recorded') throw REFUSED[answered.outcome]();
    // The map shows it like any other report (its feed rebuilds on ReportStored, after commit); a failed rebuild
    // never fails a recorded answer: the periodic rebuild picks it up.
    await this.events.publish(new ReportStored(answered.reportId)).catch(() => undefined);
    return { reportId: answered.reportId, address: addressOf(answered.question) };
  }

  private report(c: RestorationQuestion): NewUserReport {
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
function addressOf(c: RestorationQuestion): string {
  return `${[c.streetType, c.streetName, c.houseNumber].filter(Boolean).join(' ')}, ${c.city}`;
}

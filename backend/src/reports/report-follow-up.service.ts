import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ERROR_MESSAGES } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { NotificationChannel } from '../notifications/notification.model';
import { isFollowUpToken } from '../notifications/report-followups/followup-tokens';
import { ReportFollowupsService } from '../notifications/report-followups/report-followups.service';
import { FOLLOW_UP_MESSAGES as MSG, type ReportFollowUpDto, type ReportFollowUpResponseDto } from './dto/known-outage.dto';
import { KnownOutageService } from './known-outage.service';
import { UserReportsRepository } from './user-reports.repository';

/**
 * "Powiadom mnie, gdy prąd wróci" (docs/reports.md): a reporter, signed in or not, asks to be told once
 * when the outage their report was folded into ends, on the contact they gave in the report. The outage is found
 * again at the report's point now (the client only names the report), and the token from the report's answer proves
 * the caller is the one who sent it.
 */
@Injectable()
export class ReportFollowUpService {
  constructor(
    private readonly reports: UserReportsRepository,
    private readonly known: KnownOutageService,
    private readonly followups: ReportFollowupsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async subscribe(reportId: number, dto: ReportFollowUpDto): Promise<ReportFollowUpResponseDto> {
    // The token first: without it, nothing about the report (not even whether it exists) is told.
    if (!isFollowUpToken(dto.token, reportId, this.config.auth.jwtSecret)) throw new ForbiddenException({ message: MSG.wrongToken });
    if (!dto.email && !dto.sms) throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors: { email: MSG.noChannel, sms: MSG.noChannel } });
    const report = await this.reports.followUpTarget(reportId);
    if (!report) throw new NotFoundException({ message: MSG.notFound });
    const outage = this.known.at(report);
    if (!outage) throw new ConflictException({ message: MSG.noOutage });
    const asked: NotificationChannel[] = [...(dto.email ? ['EMAIL' as const] : []), ...(dto.sms ? ['SMS' as const] : [])];
    const channels = this.followups.allowedChannels(asked, report);
    if (!channels.length && !dto.email) {
      throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors: { sms: MSG.smsAccountOnly } });
    }
    if (!channels.length) throw new NotFoundException({ message: MSG.notFound });
    const now = await this.followups.subscribe(reportId, channels, { kind: outage.kind, id: outage.id });
    return { channels: now.filter((c): c is 'EMAIL' | 'SMS' => c === 'EMAIL' || c === 'SMS') };
  }

  /** The stop link of the message: always 204 for a valid link, whether or not anything was still waiting. */
  async stop(reportId: number, token: string): Promise<void> {
    if (!isFollowUpToken(token, reportId, this.config.auth.jwtSecret, 'stop')) throw new ForbiddenException({ message: MSG.wrongToken });
    await this.followups.stop(reportId);
  }
}

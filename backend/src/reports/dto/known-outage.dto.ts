import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsBoolean, IsDefined, IsString, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { FOLLOWUP_OUTAGE_KINDS, type FollowupOutageKind } from '../../notifications/report-followups/report-followup.entity';

export const FOLLOW_UP_MESSAGES = {
  consent: 'Zaznacz zgodę na powiadomienie o przywróceniu zasilania',
  noChannel: 'Wybierz e-mail lub SMS',
  wrongToken: 'To zgłoszenie nie należy do tej sesji: nie można zamówić dla niego powiadomienia.',
  smsAccountOnly: 'SMS wysyłamy tylko na numer zapisany w Twoim koncie, gdy zgłoszenie wysłano po zalogowaniu. Wybierz e-mail.',
  notFound: 'Nie znaleziono zgłoszenia albo jego dane kontaktowe zostały już usunięte.',
  noOutage: 'Nie widzimy już wyłączenia w tym miejscu: zasilanie mogło zostać przywrócone. Jeśli nadal nie masz prądu, zgłoś to ponownie.',
} as const;

/** "We already know": the outage a new report was folded into, as step 5 of the wizard shows it. */
export class KnownOutageDto {
  @ApiProperty({ enum: FOLLOWUP_OUTAGE_KINDS, description: 'PLANNED: prace planowane; EXTENSIVE: rozległa awaria; FAILURE: potwierdzona awaria' })
  kind: FollowupOutageKind;

  @ApiProperty({ description: 'Id pozycji na mapie (planowane wyłączenie albo awaria)' })
  id: number;

  @ApiProperty({ type: String, format: 'date-time' })
  start: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Szacowany (awaria) albo planowany koniec; null: brak informacji' })
  end: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Przyczyna z systemu zarządzania awariami (awarie); null, gdy nieznana' })
  cause: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Komunikat rozległej awarii albo komentarz planowanych prac' })
  description: string | null;

  @ApiProperty({ description: 'Ile zgłoszeń z ostatnich 24 h dotyczy tego wyłączenia (z tym włącznie)' })
  reportsCount: number;
}

/** POST /public/api/call-net/report/{id}/follow-up: the token from the report's answer, the channels and the consent. */
export class ReportFollowUpDto {
  @ApiProperty({ description: '`followUpToken` z odpowiedzi na zgłoszenie', maxLength: 100 })
  @IsDefined({ message: M.required })
  @IsString({ message: M.notString })
  @MaxLength(100, { message: M.max(100) })
  token: string;

  @ApiProperty({ description: 'E-mail na adres podany w zgłoszeniu' })
  @IsDefined({ message: M.required })
  @IsBoolean({ message: M.notBoolean })
  email: boolean;

  @ApiProperty({ description: 'SMS na numer podany w zgłoszeniu, tylko gdy to numer konta, z którego wysłano zgłoszenie (po zalogowaniu)' })
  @IsDefined({ message: M.required })
  @IsBoolean({ message: M.notBoolean })
  sms: boolean;

  @ApiProperty({ type: Boolean, enum: [true], description: 'Zgoda na jedno powiadomienie o przywróceniu zasilania (musi być true)' })
  @IsDefined({ message: FOLLOW_UP_MESSAGES.consent })
  @Equals(true, { message: FOLLOW_UP_MESSAGES.consent })
  consent: true;
}

/** The stop link's call: the token of the link (not the report's answer). */
export class ReportFollowUpStopDto {
  @ApiProperty({ description: 'Klucz z linku w wiadomości', maxLength: 100 })
  @IsDefined({ message: M.required })
  @IsString({ message: M.notString })
  @MaxLength(100, { message: M.max(100) })
  token: string;
}

export class ReportFollowUpResponseDto {
  @ApiProperty({ enum: ['EMAIL', 'SMS'], isArray: true, description: 'Kanały, którymi przyjdzie powiadomienie' })
  channels: Array<'EMAIL' | 'SMS'>;
}

import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { MaxDbInt } from '../../common/db-int';
import { FOLLOWUP_OUTAGE_KINDS, type FollowupOutageKind } from '../../notifications/report-followups/report-followup.entity';

/** GET /api/call-net/reports-gathered?kind=PLANNED&id=12 (the staff outage previews). */
export class ReportsGatheredQueryDto {
  @ApiProperty({ enum: FOLLOWUP_OUTAGE_KINDS, description: 'PLANNED: planowane wyłączenie; FAILURE, EXTENSIVE: awaria z systemu zarządzania awariami' })
  @IsDefined({ message: M.required })
  @IsIn(FOLLOWUP_OUTAGE_KINDS, { message: M.oneOf(FOLLOWUP_OUTAGE_KINDS) })
  kind: FollowupOutageKind;

  @ApiProperty({ description: 'Id planowanego wyłączenia albo awarii' })
  @IsDefined({ message: M.required })
  @Type(() => Number)
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  id: number;
}

export class ReportsGatheredResponseDto {
  @ApiProperty({ enum: FOLLOWUP_OUTAGE_KINDS }) kind: FollowupOutageKind;
  @ApiProperty() id: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Zgłoszenia mieszkańców z ostatnich 24 h zaliczone do tego wyłączenia (jak na mapie); null: wyłączenia nie ma na mapie (zakończone, niezaakceptowane, usunięte)',
  })
  reportsCount: number | null;
}

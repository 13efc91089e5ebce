import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsIn, IsInt, IsNotEmpty, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { ACCEPTER_DECISIONS, type AccepterDecision } from '@portal/domain';
import { PLANNED_OUTAGE_LIMITS as L, PLANNED_OUTAGE_MESSAGES as PM } from '../planned-outage.model';
import { MaxDbInt } from '../../common/db-int';

export class ChangeAcceptStatusDto {
  @ApiProperty()
  @IsNotEmpty({ message: M.required })
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  id: number;

  @ApiProperty({ enum: ACCEPTER_DECISIONS })
  @IsNotEmpty({ message: M.required })
  @IsIn(ACCEPTER_DECISIONS, { message: M.oneOf(ACCEPTER_DECISIONS) })
  acceptStatus: AccepterDecision;
}

export class IdsDto {
  @ApiProperty({ type: [Number] })
  @IsDefined({ message: PM.noIds })
  @IsArray({ message: PM.noIds })
  @ArrayNotEmpty({ message: PM.noIds })
  @ArrayMaxSize(L.bulkIds, { message: PM.tooManyIds })
  @IsInt({ each: true, message: M.notInteger })
  @Min(1, { each: true, message: M.minValue(1) })
  @MaxDbInt({ each: true })
  ids: number[];
}

export class ChangeAcceptStatusManyDto extends IdsDto {
  @ApiProperty({ enum: ACCEPTER_DECISIONS })
  @IsNotEmpty({ message: M.required })
  @IsIn(ACCEPTER_DECISIONS, { message: M.oneOf(ACCEPTER_DECISIONS) })
  acceptStatus: AccepterDecision;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { IsAfterInstant, IsInstant } from '../../common/dto/field-rules';
import { PLANNED_OUTAGE_MESSAGES as PM } from '../planned-outage.model';

/**
 * What really happened to a planned outage (docs/planned-outages.md "Plan against fact"), sent by the outage-management
 * system or a dispatcher. The body is the whole fact as now known: a field left out is stored as not known (null).
 */
export class PlannedOutageActualDto {
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-12-01T07:05:00Z',
    description: 'When the power went off; not in the future',
  })
  @IsOptional()
  @IsString({ message: M.notString })
  @IsInstant()
  actualStart?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-12-01T12:40:00Z',
    description: 'When the power came back; needs actualStart, later than it, not in the future',
  })
  @IsOptional()
  @IsString({ message: M.notString })
  @IsInstant()
  @IsAfterInstant('actualStart', PM.actualEndBeforeStart)
  actualEnd?: string | null;

  @ApiPropertyOptional({
    description: 'true: the outage is cancelled ("Odwołane"), and those told of it are alerted once; no actual times with it. A cancellation is final.',
  })
  @IsOptional()
  @IsBoolean({ message: M.notBoolean })
  cancelled?: boolean;
}

import { ApiProperty } from '@nestjs/swagger';

/** How the first restoration estimates of the month's ended failures compared with the actual ends. */
export class StatisticsFailuresResponseDto {
  @ApiProperty({ description: 'Failures and extensive failures that ended in the month' }) ended: number;
  @ApiProperty({ description: 'Of those, how many never had an estimated end' }) withoutEstimate: number;
  @ApiProperty({ description: 'Of those, how many had one' }) withEstimate: number;
  @ApiProperty({ description: 'Restored at or before the first estimate' }) beforeEstimate: number;
  @ApiProperty({ description: 'Restored after the first estimate by at most 30 minutes' }) withinGrace: number;
  @ApiProperty({ description: 'Restored more than 30 minutes after the first estimate' }) later: number;
  @ApiProperty({ type: Number, nullable: true, description: 'beforeEstimate of withEstimate, %, one decimal; null when none had an estimate' })
  beforeEstimatePercent: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'withinGrace of withEstimate, %' }) withinGracePercent: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'later of withEstimate, %' }) laterPercent: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Median of actual end minus first estimate, minutes (negative: earlier); null when none had an estimate',
  })
  medianErrorMinutes: number | null;
}

/** How the month's published planned outages kept their announced hours, as far as the portal recorded them. */
export class StatisticsPlannedResponseDto {
  @ApiProperty({ description: 'Published planned outages whose announced end falls in the month (up to now)' }) announced: number;
  @ApiProperty({ description: 'Of those, withdrawn after publication' }) cancelled: number;
  @ApiProperty({ description: 'Not cancelled, with no recorded actual end: no outcome yet, nothing to compare with the announcement' })
  withoutRecord: number;
  @ApiProperty({ description: 'Outcome AS_PLANNED (@portal/domain `plannedOutcome`, the one rule): within the tolerance of the announced hours' })
  asPlanned: number;
  @ApiProperty({ description: 'Outcome SHORTENED: off for shorter than announced by more than the tolerance' }) shortened: number;
  @ApiProperty({ description: 'Outcome EXTENDED: off before the announced start or after the announced end by more than the tolerance' })
  extended: number;
  @ApiProperty({ type: Number, nullable: true, description: 'asPlanned of those with an outcome other than cancelled, %' }) asPlannedPercent: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'shortened of those with an outcome other than cancelled, %' }) shortenedPercent: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'extended of those with an outcome other than cancelled, %' }) extendedPercent: number | null;
}

/** One legal limit and how many watched addresses passed it in the year (a small count withheld). */
export class StatisticsLimitResponseDto {
  @ApiProperty({ enum: ['PLANNED_YEAR', 'UNPLANNED_YEAR', 'PLANNED_SINGLE', 'UNPLANNED_SINGLE'] }) kind:
    'PLANNED_YEAR' | 'UNPLANNED_YEAR' | 'PLANNED_SINGLE' | 'UNPLANNED_SINGLE';
  @ApiProperty({ description: 'The limit in hours: 35 / 48 a year, 16 / 24 one interruption' }) limitHours: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Watched addresses over the limit; null when 1 to suppressBelow − 1 (withheld)' })
  addresses: number | null;
}

/** Watched addresses against the legal limits in the month's Warsaw year, as recorded up to the month's end. */
export class StatisticsLimitsResponseDto {
  @ApiProperty({ example: 2026 }) year: number;
  @ApiProperty({ format: 'date-time', description: 'The history is counted up to this instant: the end of the month, or now' }) asOf: string;
  @ApiProperty({ description: 'Counts from 1 to this minus one are withheld' }) suppressBelow: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Watched addresses counted (withheld when small)' }) watchedAddresses: number | null;
  @ApiProperty({ type: [StatisticsLimitResponseDto] }) limits: StatisticsLimitResponseDto[];
}

/** GET /public/api/statistics: the public scoreboard of one month (docs/statistics.md). */
export class StatisticsResponseDto {
  @ApiProperty({ example: '2026-10' }) month: string;
  @ApiProperty({ format: 'date-time', description: "The month's first instant, Warsaw time" }) from: string;
  @ApiProperty({ format: 'date-time', description: 'The next month’s first instant' }) to: string;
  @ApiProperty({ description: 'False for the month still going on: its figures cover it up to now' }) complete: boolean;
  @ApiProperty({ format: 'date-time' }) computedAt: string;
  @ApiProperty({ description: 'Minutes after the first estimate that still count as "within"', example: 30 }) graceMinutes: number;
  @ApiProperty({ type: StatisticsFailuresResponseDto }) failures: StatisticsFailuresResponseDto;
  @ApiProperty({ type: StatisticsPlannedResponseDto }) planned: StatisticsPlannedResponseDto;
  @ApiProperty({ type: StatisticsLimitsResponseDto }) limits: StatisticsLimitsResponseDto;
}

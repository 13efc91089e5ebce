import { csvFile, csvRow } from '../common/csv';
import { PLANNED_OUTCOME_TOLERANCE_MS, warsawDateTime } from '@portal/domain';
import type { StatisticsResponseDto } from './dto/statistics-response.dto';
import { STATISTICS_LABELS } from './statistics-texts';

/** A number for Polish Excel: a decimal comma; '' for a figure that has no value (no estimates, a withheld count). */
const num = (v: number | null): string => (v === null ? '' : String(v).replace('.', ','));

/** The month's figures for Polish Excel (common/csv.ts): one row per figure, its count and its share. */
export function buildStatisticsCsv(s: StatisticsResponseDto): Buffer {
  const f = s.failures;
  const p = s.planned;
  const L = STATISTICS_LABELS;
  const lines = [
    csvRow([L.title, s.month, s.complete ? '' : `${L.partial} ${warsawDateTime(new Date(s.computedAt))}`]),
    csvRow([L.section, L.figure, L.count, L.percent]),
    csvRow([L.failures, L.ended, num(f.ended), '']),
    csvRow([L.failures, L.withoutEstimate, num(f.withoutEstimate), '']),
    csvRow([L.failures, L.beforeEstimate, num(f.beforeEstimate), num(f.beforeEstimatePercent)]),
    csvRow([L.failures, L.withinGrace(s.graceMinutes), num(f.withinGrace), num(f.withinGracePercent)]),
    csvRow([L.failures, L.later(s.graceMinutes), num(f.later), num(f.laterPercent)]),
    csvRow([L.failures, L.medianError, num(f.medianErrorMinutes), '']),
    csvRow([L.planned, L.announced, num(p.announced), '']),
    csvRow([L.planned, L.cancelled, num(p.cancelled), '']),
    csvRow([L.planned, L.withoutRecord, num(p.withoutRecord), '']),
    csvRow([L.planned, L.asPlanned(PLANNED_OUTCOME_TOLERANCE_MS / 60_000), num(p.asPlanned), num(p.asPlannedPercent)]),
    csvRow([L.planned, L.shortened, num(p.shortened), num(p.shortenedPercent)]),
    csvRow([L.planned, L.extended, num(p.extended), num(p.extendedPercent)]),
    csvRow([L.limits(s.limits.year), L.watchedAddresses, num(s.limits.watchedAddresses), '']),
    ...s.limits.limits.map((l) => csvRow([L.limits(s.limits.year), L.limit[l.kind](l.limitHours), num(l.addresses), ''])),
    '',
    csvRow([L.suppressed(s.limits.suppressBelow)]),
  ];
  return csvFile(lines);
}

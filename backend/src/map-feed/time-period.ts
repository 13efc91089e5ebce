import { BadRequestException } from '@nestjs/common';
import { REPORT_WINDOW_HOURS } from './map-feed.model';

export const TIME_PERIOD_MESSAGE = 'Nieprawidłowy okres czasu: dozwolone PT1H–PT24H';

/**
 * The reports feed's period (public spec §7: ISO duration PT1H to PT24H; the slider moves by whole hours). Only
 * `PTnH` with a whole n from 1 to 24 is accepted: anything else would make a body per distinct value and defeat the cache.
 */
export function parseTimePeriod(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^PT([1-9]\d?)H$/.exec(value);
  const hours = m ? Number(m[1]) : NaN;
  return hours >= 1 && hours <= REPORT_WINDOW_HOURS ? hours : null;
}

export function timePeriodOrThrow(value: unknown): number {
  const hours = parseTimePeriod(value);
  if (hours === null) throw new BadRequestException({ message: TIME_PERIOD_MESSAGE, errors: { timePeriod: TIME_PERIOD_MESSAGE } });
  return hours;
}

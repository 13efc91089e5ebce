import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidationArguments } from 'class-validator';
import { warsawDay } from '@portal/domain';

/** The messages of the time fields, shared by every DTO with an instant or a Warsaw date (one wording for the API). */
export const FIELD_MESSAGES = {
  instant: 'Podaj datę i godzinę w formacie ISO 8601 ze strefą czasową (np. 2026-12-01T08:00:00Z)',
  date: 'Podaj datę w formacie RRRR-MM-DD',
} as const;

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validCalendarDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

/** An instant on the wire: ISO 8601 with 'Z' or an offset, never a local time without a zone. */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = INSTANT.exec(value);
  return !!m && validCalendarDate(m[1], m[2], m[3]) && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60 && !Number.isNaN(Date.parse(value));
}

/** A calendar date 'YYYY-MM-DD' (outageAnnouncement). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  return !!m && validCalendarDate(m[1], m[2], m[3]);
}

export const IsInstant = () => ValidateBy({ name: 'isInstant', validator: { validate: isInstant, defaultMessage: () => FIELD_MESSAGES.instant } });

/**
 * A day that the spec's client sends as a date-time (staff spec §4.3, public spec §7: "request dates are shifted by
 * the time-zone offset"): an instant stands for the Warsaw calendar day it falls on — '2026-03-14T23:00:00.000Z'
 * (Warsaw midnight) and the shifted '2026-03-15T00:00:00.000Z' are both 2026-03-15. A date passes unchanged.
 */
export function toWarsawDate(value: unknown): unknown {
  return isInstant(value) ? warsawDay(new Date(value)) : value;
}

/** A date 'YYYY-MM-DD' or an instant, kept as the Warsaw date it names (toWarsawDate); anything else is refused. */
export const IsWarsawDate = () =>
  applyDecorators(
    Transform(({ value }) => toWarsawDate(value)),
    ValidateBy({ name: 'isWarsawDate', validator: { validate: isCalendarDate, defaultMessage: () => FIELD_MESSAGES.date } }),
  );

/** How OpenAPI describes an IsWarsawDate field (no `format`: both forms are accepted). */
export const WARSAW_DATE_DESCRIPTION =
  "A date 'YYYY-MM-DD', or a date-time in ISO 8601 with a zone (as the original client sends it, e.g. '2026-03-14T23:00:00.000Z'), which stands for its calendar day in Warsaw (here 2026-03-15).";

/** On the end field: later than the instant in `startField`; silent while either is not a valid instant (their own rules speak). */
export const IsAfterInstant = (startField: string, message: string) =>
  ValidateBy({
    name: 'isAfterInstant',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const start = (args?.object as Record<string, unknown> | undefined)?.[startField];
        if (!isInstant(value) || !isInstant(start)) return true;
        return Date.parse(value) > Date.parse(start);
      },
      defaultMessage: () => message,
    },
  });

/** Trims text; an empty optional text is stored as null. */
export const TrimToNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value));

/** Query parameters are text: '12' → 12 (anything else stays text and fails the integer rule). */
export const QueryInt = () => Transform(({ value }) => (typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value));

/** Query parameters are text: 'true'/'false' → booleans (spec §2.12: the URL carries them as text). */
export const QueryBoolean = () => Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

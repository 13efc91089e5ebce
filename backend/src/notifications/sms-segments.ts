/**
 * How an SMS is billed and split (3GPP TS 23.038 and 23.040): GSM-7 when every character is in the GSM 7-bit alphabet
 * (its extension characters take two), 160 units in one message or 153 a part of a longer one; otherwise UCS-2,
 * 70 UTF-16 units in one or 67 a part. One Polish letter or any Cyrillic turns the whole message into UCS-2.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

const SINGLE = { 'GSM-7': 160, 'UCS-2': 70 } as const;
const PART = { 'GSM-7': 153, 'UCS-2': 67 } as const;

export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) if (!GSM7_BASIC.has(char) && !GSM7_EXTENSION.has(char)) return 'UCS-2';
  return 'GSM-7';
}

/** The units `text` takes in `encoding`. */
export function smsUnits(text: string, encoding: SmsEncoding): number {
  if (encoding === 'UCS-2') return text.length;
  let units = 0;
  for (const char of text) units += GSM7_EXTENSION.has(char) ? 2 : 1;
  return units;
}

export function smsSize(text: string): SmsSize {
  const encoding = smsEncoding(text);
  const units = smsUnits(text, encoding);
  return { encoding, units, segments: units <= SINGLE[encoding] ? (units ? 1 : 0) : Math.ceil(units / PART[encoding]) };
}

/** The most units a message of `segments` parts holds in `encoding`. */
export function smsCapacity(encoding: SmsEncoding, segments: number): number {
  return segments <= 1 ? SINGLE[encoding] : PART[encoding] * segments;
}

/** The longest start of `text` that takes at most `units` in `encoding`, never splitting a surrogate pair. */
export function cutToUnits(text: string, units: number, encoding: SmsEncoding): string {
  let out = '';
  for (const char of text) {
    if (smsUnits(out + char, encoding) > units) break;
    out += char;
  }
  return out;
}

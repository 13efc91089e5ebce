/**
 * A stored phone number (free text: digits, spaces, +) → the form SMS providers take: digits only, with the
 * country code. A 9-digit number is Polish (48 is added); `+` or `00` starts an international number.
 * Answers null for anything that cannot be a mobile number, so nothing is sent to a guess.
 */
export function toMsisdn(phone: string): string | null {
  const compact = phone.trim().replace(/[\s\-().]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return null;
  const international = compact.startsWith('+') || compact.startsWith('00');
  const digits = compact.replace(/^(\+|00)/, '');
  if (!international && digits.length === 9) return `48${digits}`;
  if (!international && digits.length === 11 && digits.startsWith('48')) return digits;
  if (international && digits.length >= 10 && digits.length <= 15) return digits;
  return null;
}

/** 48501234567 → +48 501 234 567, for people reading a message (Polish numbers grouped by three). */
export function displayMsisdn(msisdn: string): string {
  if (/^48\d{9}$/.test(msisdn)) return `+48 ${msisdn.slice(2, 5)} ${msisdn.slice(5, 8)} ${msisdn.slice(8)}`;
  return `+${msisdn}`;
}

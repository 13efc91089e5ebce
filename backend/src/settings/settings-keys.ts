/**
 * The runtime settings the product knows (public spec §3 "Settings entries", staff spec §3 "Maintenance settings"),
 * their defaults and their validation, as data. A key not listed here cannot be stored.
 * Values are text (or null) as in the spec's key/value entries; booleans are the strings 'true'/'false'.
 */
export const SETTING_MESSAGES = {
  notFound: 'Nie znaleziono ustawienia',
  unknownKey: 'Nieznane ustawienie',
  notArray: 'Oczekiwano listy ustawień [{ key, value }]',
  badEntry: 'Każde ustawienie musi mieć klucz (tekst) i wartość (tekst albo null)',
  duplicateKey: 'Ustawienie podane więcej niż raz',
  instant: 'Wartość musi być datą i godziną w formacie ISO 8601 ze strefą (np. 2026-12-01T21:00:00Z) albo pusta',
  booleanText: "Dozwolone wartości: 'true', 'false'",
  endBeforeStart: 'Czas zakończenia nie może być wcześniej od czasu rozpoczęcia',
} as const;

export type SettingValue = string | null;
export type SettingValues = Readonly<Record<string, SettingValue>>;

export interface SettingKeyDefinition {
  defaultValue: SettingValue;
  /** The Polish message when the value is not acceptable, undefined when it is. */
  check: (value: SettingValue) => string | undefined;
}

/** An instant with an explicit zone (Z or ±hh:mm), so the break means the same moment to everyone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isIsoInstant(value: string): boolean {
  if (!ISO_INSTANT.test(value)) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  // Date.parse rolls 2026-02-30 over to March; a valid date keeps its day.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

const optionalInstant = (value: SettingValue) => (value === null || isIsoInstant(value) ? undefined : SETTING_MESSAGES.instant);
const booleanText = (value: SettingValue) => (value === 'true' || value === 'false' ? undefined : SETTING_MESSAGES.booleanText);

export const SETTING_KEYS = {
  maintenanceStart: { defaultValue: null, check: optionalInstant },
  maintenanceEnd: { defaultValue: null, check: optionalInstant },
  showMaintenance: { defaultValue: 'false', check: booleanText },
  canAddReportOutsideArea: { defaultValue: 'false', check: booleanText },
} as const satisfies Record<string, SettingKeyDefinition>;

export type SettingKey = keyof typeof SETTING_KEYS;
export const SETTING_KEY_NAMES = Object.keys(SETTING_KEYS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(SETTING_KEYS, key);
}

/** Rules across keys, checked on the values as they will be after the edit. */
const CROSS_KEY_RULES: Array<(values: SettingValues) => Record<string, string> | undefined> = [
  (v) => {
    const start = v.maintenanceStart;
    const end = v.maintenanceEnd;
    if (!start || !end || !isIsoInstant(start) || !isIsoInstant(end)) return undefined;
    return Date.parse(end) > Date.parse(start) ? undefined : { maintenanceEnd: SETTING_MESSAGES.endBeforeStart };
  },
];

/**
 * Checks an edit: every entry a known key with an acceptable value, then the cross-key rules on the result.
 * Returns field → message (empty when the edit is acceptable).
 */
export function validateSettingsEdit(current: SettingValues, entries: ReadonlyArray<{ key: string; value: SettingValue }>): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const { key, value } of entries) {
    if (!isSettingKey(key)) errors[key] = SETTING_MESSAGES.unknownKey;
    else if (seen.has(key)) errors[key] = SETTING_MESSAGES.duplicateKey;
    else {
      const message = (SETTING_KEYS[key] as SettingKeyDefinition).check(value);
      if (message) errors[key] = message;
    }
    seen.add(key);
  }
  if (Object.keys(errors).length) return errors;
  const next = { ...current, ...Object.fromEntries(entries.map((e) => [e.key, e.value])) };
  for (const rule of CROSS_KEY_RULES) Object.assign(errors, rule(next));
  return errors;
}

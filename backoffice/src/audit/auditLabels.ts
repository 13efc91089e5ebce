import { formatWarsawDateTime } from '@portal/domain';

/**
 * The actions and objects the trail records today (docs/security.md "Audit trail"), offered as filter choices. An
 * action recorded later and not listed here still shows: its label falls back to its name.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.edit',
  'user.role',
  'user.delete',
  'user.restore',
  'user.export',
  'auth.sign-in.success',
  'auth.sign-in.failure',
  'auth.sign-in.lockout',
  'auth.second-factor.totp-enrol',
  'auth.second-factor.passkey-add',
  'auth.second-factor.passkey-remove',
  'auth.second-factor.reset',
  'planned-outage.create',
  'planned-outage.edit',
  'planned-outage.accept',
  'planned-outage.reject',
  'planned-outage.delete',
  'settings.edit',
  'area.upload',
  'sms.test',
  'audit.export',
  'audit.retention',
] as const;

export const AUDIT_ENTITIES = ['user', 'session', 'planned-outage', 'settings', 'area', 'sms', 'audit'] as const;

/** An i18n key part from a recorded name: polyglot reads '.' as nesting. */
export const labelKey = (name: string): string => name.replace(/[.-]/g, '_');

export const actionLabelKey = (action: string) => `resources.audit.action_labels.${labelKey(action)}`;
export const entityLabelKey = (entity: string) => `resources.audit.entity_labels.${labelKey(entity)}`;
export const fieldLabelKey = (field: string) => `resources.audit.change_fields.${labelKey(field)}`;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One value of before/after as a reader takes it in: Warsaw time for instants, yes/no, JSON only for nested data. */
export function readableValue(value: unknown, words: { yes: string; no: string; none: string }): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatWarsawDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** The fields of before and after side by side, in the order first met; `changed` where the two differ. */
export function changeRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangeRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const b = before?.[field];
    const a = after?.[field];
    return { field, before: b, after: a, changed: before !== null && after !== null && JSON.stringify(b) !== JSON.stringify(a) };
  });
}

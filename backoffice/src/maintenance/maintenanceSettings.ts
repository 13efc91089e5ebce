import type { SettingEdit, SettingEntry } from '../api/types';

/** The maintenance-break form (spec §2.8): the times are ISO instants (or null), the warning a checkbox. */
export interface MaintenanceValues {
  maintenanceStart: string | null;
  maintenanceEnd: string | null;
  showMaintenance: boolean;
}

/** The stored key/value entries → the form's values. */
export function toMaintenanceValues(entries: readonly SettingEntry[]): MaintenanceValues {
  const value = (key: string) => entries.find((entry) => entry.key === key)?.value ?? null;
  return {
    maintenanceStart: value('maintenanceStart'),
    maintenanceEnd: value('maintenanceEnd'),
    showMaintenance: value('showMaintenance') === 'true',
  };
}

/** The form's values → the entries of POST /api/config/edit/many ('true'/'false' as text, spec §3). */
export function toSettingEdits(values: MaintenanceValues): SettingEdit[] {
  return [
    { key: 'maintenanceStart', value: values.maintenanceStart || null },
    { key: 'maintenanceEnd', value: values.maintenanceEnd || null },
    { key: 'showMaintenance', value: values.showMaintenance ? 'true' : 'false' },
  ];
}

/** Spec §5: the end must come after the start (the server checks it too). */
export function endAfterStart(end: unknown, values: Partial<MaintenanceValues>): string | undefined {
  const start = values.maintenanceStart;
  if (typeof end !== 'string' || !end || !start) return undefined;
  return Date.parse(end) > Date.parse(start) ? undefined : 'app.maintenance.end_before_start';
}

import { apiRequest } from './client';
import type { SettingEntry } from './types';

/** Spec §7 config calls: every runtime setting (maintenance break, canAddReportOutsideArea). */
export const settingsApi = {
  all: (signal?: AbortSignal) => apiRequest<SettingEntry[]>('GET', '/public/api/config/get/all', { signal }),
};

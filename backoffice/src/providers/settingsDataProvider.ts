import { answer, api, requireParameter } from '../api/http';
import type { SettingEdit, SettingEntry } from '../api/types';

/**
 * Every runtime setting (public GET /public/api/config/get/all). The server lets browsers cache that
 * answer for 30 s; the administrator must see what is stored, so the cache is revalidated.
 */
export async function getSettings(): Promise<SettingEntry[]> {
  return answer(api.GET('/public/api/config/get/all', { cache: 'no-cache' }));
}

/** Saves several settings at once (staff spec §7 config/edit/many), all or none; answers the full list. */
export async function editSettings(entries: SettingEdit[]): Promise<SettingEntry[]> {
  return answer(api.POST('/api/config/edit/many', { body: requireParameter('POST /api/config/edit/many', 'body', entries) }));
}

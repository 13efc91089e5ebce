import { apiUrl, httpClient, postJson } from '../api/http';
import type { SettingEdit, SettingEntry } from '../api/types';

/**
 * Every runtime setting (public GET /public/api/config/get/all). The server lets browsers cache that
 * answer for 30 s; the administrator must see what is stored, so the cache is revalidated.
 */
export async function getSettings(): Promise<SettingEntry[]> {
  const { json } = await httpClient(apiUrl('/public/api/config/get/all'), { cache: 'no-cache' });
  return json as SettingEntry[];
}

/** Saves several settings at once (staff spec §7 config/edit/many), all or none; answers the full list. */
export async function editSettings(entries: SettingEdit[]): Promise<SettingEntry[]> {
  const { json } = await postJson('/api/config/edit/many', entries, { bodyRequired: true });
  return json as SettingEntry[];
}

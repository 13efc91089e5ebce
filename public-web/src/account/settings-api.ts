import { answer, api, requireParameter } from '../api/client';
import type { UserSettings } from '../api/types';

/** The account's settings (spec §7 GET /public/api/user/get, POST /public/api/user/update), read and saved whole. */
export const settingsApi = {
  getSettings: (signal?: AbortSignal) => answer(api.GET('/public/api/user/get', { signal })),
  /** True when the e-mail changed and must be confirmed again: the user is then signed out (spec §4). */
  updateSettings: async (body: UserSettings) =>
    answer(api.POST('/public/api/user/update', { body: requireParameter('POST /public/api/user/update', 'body', body) })),
};

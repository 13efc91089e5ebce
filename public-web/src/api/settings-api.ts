import { answer, api } from './client';

/** Spec §7 config calls: every runtime setting (maintenance break, canAddReportOutsideArea). */
export const settingsApi = {
  all: (signal?: AbortSignal) => answer(api.GET('/public/api/config/get/all', { signal })),
};

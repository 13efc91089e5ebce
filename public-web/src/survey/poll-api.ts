import { answer, api, requireParameter } from '../api/client';
import type { PollAnswerRequest } from '../api/types';

export const pollApi = {
  /** 204 when stored; 400 for wrong answers or a refused captcha (spec §7, captcha action POLL). */
  add: async (body: PollAnswerRequest) => answer(api.POST('/public/api/poll/add', { body: requireParameter('POST /public/api/poll/add', 'body', body) })),
};

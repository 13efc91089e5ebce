import { apiDocs } from '../common/api-doc';

/** Operation docs of poll.controller.ts. */
export const POLL_DOCS = apiDocs({
  add: {
    summary: 'Stores an answer to the satisfaction poll',
    description:
      'What the visitor came for (`reportFailureTarget`, `failureCheckTarget`, `plannedCheckTarget`: at least one), whether they got it (exactly one of `targetAchieved` and `targetNotAchieved`), optional remarks, and a solved captcha of action `POLL` in `recaptchaToken` (400 `errors.recaptchaToken` when it fails; 503 when the captcha provider cannot be reached).',
    spec: 'Public spec §2, §7 (POST /public/api/poll/add)',
  },
  results: {
    summary: 'Downloads every poll answer as .xlsx',
    description: 'All answers, streamed as a spreadsheet named with the Warsaw date (`wyniki-ankiety-YYYY-MM-DD.xlsx`), never cached.',
    spec: 'Staff spec §7 (GET /api/poll/results)',
  },
});

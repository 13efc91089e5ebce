import { apiDocs } from '../common/api-doc';

/** Operation docs of user-reports.controller.ts (docs/reports.md). */
export const USER_REPORT_DOCS = apiDocs({
  report: {
    summary: 'Reports a power failure',
    description:
      "The last step of the report wizard: address and point, reporter, phone and/or e-mail, when the power went, `reportType` (`NO_VOLTAGE` or `LIMITED_VOLTAGE`) with the check-step answers that type needs, `dataProtectionConsent: true` and a solved captcha of action `REPORT` in `recaptchaToken`. Checked in order: fields and check answers (400), captcha (403), location inside a service area and not excepted unless the setting `canAddReportOutsideArea` allows it (403), the per-client limit `REPORT_RATE_LIMIT` per `REPORT_RATE_WINDOW_MINUTES` (403). 201 `CREATED` stores it; 200 `ALREADY_REGISTERED` answers the earlier report of the same phone or e-mail for the same address within `REPORT_DUPLICATE_WINDOW_MINUTES` and stores nothing. An optional `Idempotency-Key` makes a retry answer the first report. A bearer token, when sent, links the report to the account ('Moje zgłoszenia').",
    spec: 'Public spec §2 (wizard), §3, §5, §7, §8 (POST /public/api/call-net/report); docs/reports.md',
    access: 'anyone; a valid bearer token of a portal user, when sent, links the report to that account.',
  },
  pointStatus: {
    summary: 'Says what is known about the power at a point',
    description:
      "`{ lat, lng }` → `pointElectricityStatus` from the map's snapshot: `PLANNED_OUTAGE` (description: the works), else `EXTENSIVE` (the area's message), else `FAILURE`, else `HAS_ELECTRICITY`, with the outage's start and end (null when nothing is known). The wizard shows it before a report is made.",
    spec: 'Public spec §2 (wizard), §7 (POST /public/api/call-net/point-electricity-area-status)',
  },
  addressAdmStatus: {
    summary: 'Says whether a building has a housing administration',
    description:
      'Answers `true` or `false` (JSON): an address with an apartment number is a flat in a multi-flat building, administered by a housing community or cooperative, so the wizard tells the person to check with the administrator first (the rule and why: docs/reports.md).',
    spec: 'Public spec §2 (wizard), §7 (POST /public/api/call-net/address-adm-status)',
  },
});

import { apiDocs } from '../common/api-doc';

const KEYS =
  "The settings are `maintenanceStart` and `maintenanceEnd` (instants or null), `showMaintenance` and `canAddReportOutsideArea` (`'true'`/`'false'`); values are text (docs/settings.md).";

/** Operation docs of settings.controller.ts. */
export const SETTINGS_DOCS = apiDocs({
  all: {
    summary: 'Reads every portal setting',
    description: `Read by every page load of both front ends (the maintenance banner, whether reports outside the area are allowed); answered from memory, cacheable for 30 s. ${KEYS}`,
    spec: 'Public spec §7 (GET /public/api/config/get/all)',
  },
  get: {
    summary: 'Reads one portal setting',
    description: `The setting named in the path; an unknown key answers 404. ${KEYS}`,
    spec: 'Public spec §7 (GET /public/api/config/get/{id})',
  },
  editMany: {
    summary: 'Saves several portal settings at once',
    description: `A list of \`{ key, value }\`, all or nothing: an unknown key or a bad value answers 400 with \`errors\` per key and saves none. Answers every setting after the change; other instances catch up within a minute. ${KEYS}`,
    spec: 'Staff spec §2.8, §7 (POST /api/config/edit/many)',
  },
});

import type { DataProvider, Identifier } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { apiUrl, httpClient } from '../api/http';
import type { DownloadedFile } from '../api/download';
import type {
  AcceptDecision,
  ChangedCountResponse,
  GeocodeSuggestion,
  PlannedOutageActualRequest,
  PlannedOutageResponse,
  ResolvedAddress,
} from '../api/plannedOutageTypes';
import type { Passkey, SecondFactorEnrolment, SecondFactorStatus, SettingEdit, SettingEntry, User } from '../api/types';
import {
  acceptStatusesDataProvider,
  changeAcceptStatus,
  changeAcceptStatusMany,
  reportActual,
  downloadAnnouncement,
  downloadPlannedOutageReport,
  geocodeAutocomplete,
  importAddressList,
  plannedOutagesDataProvider,
  resolveAddresses,
  type ResolveProgress,
} from './plannedOutagesDataProvider';
import { rolesDataProvider } from './rolesDataProvider';
import type { Area, AreaUploadResult, TestSmsResult, UnsubscribeOutcome } from '../api/adminToolsTypes';
import {
  downloadOutageHistoryReport,
  downloadPollResults,
  downloadUsersReport,
  getAreas,
  mailOutboxDataProvider,
  sendTestSms,
  smsOutboxDataProvider,
  sendUnsubscribeMail,
  uploadAreas,
} from './adminToolsDataProvider';
import { editSettings, getSettings } from './settingsDataProvider';
import { notificationsDataProvider } from './notificationsDataProvider';
import { priorityAccessLogDataProvider } from './priorityAccessLogDataProvider';
import type { ResourceDataProvider } from './resourceDataProvider';
import {
  addOwnPasskey,
  beginOwnSecondFactorEnrolment,
  listOwnPasskeys,
  removeOwnPasskey,
  confirmOwnSecondFactorEnrolment,
  getSecondFactorStatus,
  resetSecondFactor,
  toggleUserDeleted,
  usersDataProvider,
} from './usersDataProvider';
import { auditDataProvider, downloadAuditCsv } from './auditDataProvider';

/** Calls that are not CRUD, typed (use with useDataProvider<StaffDataProvider>()). */
export interface StaffDataProvider extends DataProvider {
  /** Deletes an active user or restores a deleted one (spec §2.5, §4.2). */
  toggleUserDeleted(id: Identifier): Promise<{ data: User }>;
  /** Accepts or rejects one planned outage (spec §4.1); answers the changed outage. */
  changeAcceptStatus(id: Identifier, acceptStatus: AcceptDecision): Promise<{ data: PlannedOutageResponse }>;
  /** Accepts or rejects several planned outages in one call. */
  changeAcceptStatusMany(ids: Identifier[], acceptStatus: AcceptDecision): Promise<ChangedCountResponse>;
  /** Plan against fact: reports the actual times or a cancellation of an accepted outage; answers it with its outcome. */
  reportActual(id: Identifier, body: PlannedOutageActualRequest): Promise<{ data: PlannedOutageResponse }>;
  /** The address column of Excel files, sent one after another, joined (spec §7). */
  importAddressList(files: readonly File[]): Promise<string[]>;
  /** Address lines → addresses, in batches with progress; unknown lines come back with address null. */
  resolveAddresses(lines: readonly string[], onProgress?: (progress: ResolveProgress) => void): Promise<ResolvedAddress[]>;
  /** Suggestions of the public geocoder for the address autocomplete. */
  geocodeAutocomplete(query: string, limit?: number): Promise<GeocodeSuggestion[]>;
  /** The .xlsx report of planned outages for a list's filters. */
  downloadPlannedOutageReport(filter: Record<string, unknown>): Promise<DownloadedFile>;
  /** The .docx announcement of one planned outage. */
  downloadAnnouncement(id: Identifier): Promise<DownloadedFile>;
  /** Every runtime setting as key/value entries (maintenance break, spec §2.8). */
  getSettings(): Promise<SettingEntry[]>;
  /** Saves several settings in one call, all or none; answers every setting. */
  editSettings(entries: SettingEdit[]): Promise<SettingEntry[]>;
  /** Every service area with its outline (spec §2.7). */
  getAreas(): Promise<Area[]>;
  /** Uploads a .geojson file of areas; an existing name is replaced (spec §2.7, §5). */
  uploadAreas(file: File): Promise<AreaUploadResult>;
  /** 'send test SMS' to the signed-in administrator's phone (spec §2.8, POST /test-sms). */
  sendTestSms(): Promise<TestSmsResult>;
  /** The users report (.xlsx) for the list's filters and order (spec §2.5). */
  downloadUsersReport(filter: Record<string, unknown>, sort?: { field: string; order: string }): Promise<DownloadedFile>;
  /** The survey results (.xlsx, spec §2.5). */
  downloadPollResults(): Promise<DownloadedFile>;
  /** The outage-history report (.xlsx) of a year, per district and month (docs/outage-history.md). */
  downloadOutageHistoryReport(year: number): Promise<DownloadedFile>;
  /** The envelope: mails the user a link that switches off e-mail notifications (spec §2.5, §8). */
  sendUnsubscribeMail(id: Identifier): Promise<UnsubscribeOutcome>;
  /** The audit trail's CSV for the list's filters; the server records the export in the trail. */
  downloadAuditCsv(filter: Record<string, unknown>): Promise<DownloadedFile>;
  /** A person's second factor: enrolled, required by the role, a demo account's exemption (docs/security.md). */
  getSecondFactorStatus(id: Identifier): Promise<SecondFactorStatus>;
  /** Removes a person's second factor and signs them out; recorded in the audit trail. */
  resetSecondFactor(id: Identifier): Promise<SecondFactorStatus>;
  /** The signed-in person turns a second factor on by choice: a new secret and recovery codes, shown once. */
  beginOwnSecondFactorEnrolment(): Promise<SecondFactorEnrolment>;
  /** The first code of the new app confirms it. */
  confirmOwnSecondFactorEnrolment(code: string): Promise<void>;
  /** The signed-in person's passkeys (docs/security.md "Passkeys"). */
  listOwnPasskeys(): Promise<Passkey[]>;
  /** Runs the browser's passkey dialog and stores the new passkey under this name. */
  addOwnPasskey(name: string): Promise<Passkey>;
  removeOwnPasskey(id: Identifier): Promise<void>;
}

// Resources whose calls follow the spec's API. Anything else falls back to simple REST on /api,
// the base later resources start from.
const simpleRest = simpleRestProvider(apiUrl('/api'), httpClient);
const byResource: Record<string, ResourceDataProvider> = {
  users: usersDataProvider,
  roles: rolesDataProvider,
  plannedOutages: plannedOutagesDataProvider,
  acceptStatuses: acceptStatusesDataProvider,
  mailOutbox: mailOutboxDataProvider,
  smsOutbox: smsOutboxDataProvider,
  notifications: notificationsDataProvider,
  priorityAccessLog: priorityAccessLogDataProvider,
  audit: auditDataProvider,
};

const forResource = (resource: string): ResourceDataProvider => (Object.hasOwn(byResource, resource) ? byResource[resource] : simpleRest);

export const dataProvider: StaffDataProvider = {
  getList: (resource, params) => forResource(resource).getList(resource, params),
  getOne: (resource, params) => forResource(resource).getOne(resource, params),
  getMany: (resource, params) => forResource(resource).getMany(resource, params),
  getManyReference: (resource, params) => forResource(resource).getManyReference(resource, params),
  create: (resource, params) => forResource(resource).create(resource, params),
  update: (resource, params) => forResource(resource).update(resource, params),
  updateMany: (resource, params) => forResource(resource).updateMany(resource, params),
  delete: (resource, params) => forResource(resource).delete(resource, params),
  deleteMany: (resource, params) => forResource(resource).deleteMany(resource, params),
  toggleUserDeleted,
  changeAcceptStatus,
  changeAcceptStatusMany,
  reportActual,
  importAddressList,
  resolveAddresses,
  geocodeAutocomplete,
  downloadPlannedOutageReport,
  downloadAnnouncement,
  getSettings,
  editSettings,
  getAreas,
  uploadAreas,
  sendTestSms,
  downloadUsersReport,
  downloadPollResults,
  downloadOutageHistoryReport,
  sendUnsubscribeMail,
  downloadAuditCsv,
  getSecondFactorStatus,
  resetSecondFactor,
  beginOwnSecondFactorEnrolment,
  confirmOwnSecondFactorEnrolment,
  listOwnPasskeys,
  addOwnPasskey,
  removeOwnPasskey,
};

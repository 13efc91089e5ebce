import type { Identifier } from 'react-admin';
import { MissingParameterError } from '../api/http';
import { saveSession } from '../auth/storedSession';
import { answerRequests } from '@portal/api-client/testing';
import { ADMIN_LOGIN } from '../../test/renderStaffAdmin';
import { dataProvider } from './dataProvider';

// Staff spec §5, last rule: "The API client rejects locally a call with a missing required parameter (body, id,
// timePeriod and similar)". No route is declared, so any request that goes out fails the test as well.

beforeEach(() => saveSession(ADMIN_LOGIN));

const missing = undefined as unknown as Identifier;

const calls: Array<[call: string, parameter: string, send: () => Promise<unknown>]> = [
  ['getOne users → GET /api/user/get/{id}', 'id', () => dataProvider.getOne('users', { id: missing })],
  [
    'update users → PUT /api/user/edit/{id}',
    'id',
    () => dataProvider.update('users', { id: missing, data: { fullName: 'A', email: 'a@b.pl' }, previousData: {} }),
  ],
  ['update users without data', 'body', () => dataProvider.update('users', { id: 7, data: undefined as never, previousData: {} })],
  ['create users without data', 'body', () => dataProvider.create('users', { data: undefined as never })],
  ['toggleUserDeleted → POST /api/user/delete/{id}', 'id', () => dataProvider.toggleUserDeleted(missing)],
  ['sendUnsubscribeMail → POST /api/user/email/unsubscribe/{id}', 'id', () => dataProvider.sendUnsubscribeMail(missing)],
  ['getOne plannedOutages → GET /api/planned-outage/get/{id}', 'id', () => dataProvider.getOne('plannedOutages', { id: missing })],
  ['getOne plannedOutages with an id that is not a number (NaN)', 'id', () => dataProvider.getOne('plannedOutages', { id: Number.NaN })],
  ['delete plannedOutages → DELETE /api/planned-outage/delete/{id}', 'id', () => dataProvider.delete('plannedOutages', { id: missing })],
  ['deleteMany plannedOutages without ids', 'ids', () => dataProvider.deleteMany('plannedOutages', { ids: undefined as never })],
  ['create plannedOutages without data', 'body', () => dataProvider.create('plannedOutages', { data: undefined as never })],
  ['changeAcceptStatus without the id', 'id', () => dataProvider.changeAcceptStatus(missing, 'ACCEPTED')],
  ['changeAcceptStatus without the status', 'acceptStatus', () => dataProvider.changeAcceptStatus(7, undefined as never)],
  ['changeAcceptStatusMany without ids', 'ids', () => dataProvider.changeAcceptStatusMany(undefined as never, 'REJECTED')],
  ['downloadAnnouncement → GET /api/planned-outage/announcement/{id}', 'id', () => dataProvider.downloadAnnouncement('')],
  ['editSettings without entries', 'body', () => dataProvider.editSettings(undefined as never)],
  ['uploadAreas without a file', 'file', () => dataProvider.uploadAreas(undefined as never)],
];

describe('a call with a missing required parameter is refused before any request', () => {
  it.each(calls)('%s', async (_call, parameter, send) => {
    const api = answerRequests({});
    const refusal = send();
    await expect(refusal).rejects.toBeInstanceOf(MissingParameterError);
    await expect(refusal).rejects.toThrow(`Brak wymaganego parametru "${parameter}"`);
    expect(api.calls).toEqual([]);
  });
});

import type { ReportRequest } from '../report-wizard/report-api';
import { hasPendingReport } from './pending-report-flag';
import {
  forgetPendingReport,
  isExpired,
  keepPendingReport,
  PENDING_REPORT_KEY,
  PENDING_REPORT_MAX_AGE_MS,
  readPendingReports,
  sendOutcome,
} from './pending-report';

const BODY = {
  street: 'ul. Hoża',
  residenceNumber: '21',
  city: 'Warszawa',
  reporter: 'Anna Nowak',
  recaptchaToken: 'spent-solution',
} as unknown as ReportRequest;

describe('the reports kept on this device while the network is down', () => {
  it('keeps everything but the spent captcha solution, with its Idempotency-Key, and says so on window', () => {
    const heard = jest.fn();
    window.addEventListener('storage', heard);
    expect(hasPendingReport()).toBe(false);
    expect(keepPendingReport(BODY, 'key-00000001', 'ul. Hoża 21, Warszawa', 1000)).toBe(true);
    expect(hasPendingReport()).toBe(true);
    expect(readPendingReports()).toEqual([
      {
        body: { street: 'ul. Hoża', residenceNumber: '21', city: 'Warszawa', reporter: 'Anna Nowak' },
        idempotencyKey: 'key-00000001',
        savedAt: 1000,
        address: 'ul. Hoża 21, Warszawa',
        userId: null,
      },
    ]);
    expect(window.localStorage.getItem(PENDING_REPORT_KEY)).not.toContain('spent-solution');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0][0]).toMatchObject({ key: PENDING_REPORT_KEY });
    window.removeEventListener('storage', heard);
  });

  it('keeps a second report beside the first, a retry of the same one replaces it, and forgets them one by one', () => {
    keepPendingReport(BODY, 'key-00000001', 'A', 1);
    keepPendingReport(BODY, 'key-00000002', 'B', 2);
    keepPendingReport(BODY, 'key-00000001', 'A', 3);
    expect(readPendingReports().map((r) => [r.idempotencyKey, r.savedAt])).toEqual([
      ['key-00000002', 2],
      ['key-00000001', 3],
    ]);
    forgetPendingReport('key-00000002');
    expect(readPendingReports().map((r) => r.idempotencyKey)).toEqual(['key-00000001']);
    forgetPendingReport('key-00000001');
    expect(hasPendingReport()).toBe(false);
    expect(window.localStorage.getItem(PENDING_REPORT_KEY)).toBeNull();
  });

  it('reads damaged storage as nothing kept', () => {
    window.localStorage.setItem(PENDING_REPORT_KEY, '{not json');
    expect(readPendingReports()).toEqual([]);
    window.localStorage.setItem(PENDING_REPORT_KEY, JSON.stringify([{ idempotencyKey: 1 }]));
    expect(readPendingReports()).toEqual([]);
  });

  it('says so when the browser refuses to store it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepPendingReport(BODY, 'key-00000001', 'A')).toBe(false);
    setItem.mockRestore();
  });

  it('is too old to send after a day', () => {
    const report = { body: {}, idempotencyKey: 'k', savedAt: 0, address: '' } as never;
    expect(isExpired(report, PENDING_REPORT_MAX_AGE_MS)).toBe(false);
    expect(isExpired(report, PENDING_REPORT_MAX_AGE_MS + 1)).toBe(true);
  });

  it.each([
    [201, { status: 'CREATED' }, {}, 'sent'],
    [201, { status: 'ALREADY_REGISTERED' }, {}, 'already'],
    [0, undefined, {}, 'keep'],
    [503, undefined, {}, 'keep'],
    [502, undefined, {}, 'keep'],
    [429, undefined, {}, 'keep'],
    [403, undefined, { recaptchaToken: 'Weryfikacja captcha nie powiodła się.' }, 'new-captcha'],
    [403, undefined, {}, 'refused'],
    [400, undefined, { email: 'Niepoprawny e-mail' }, 'invalid'],
  ])('an answer %i %p %p → %s', (status, answer, errors, outcome) => {
    expect(sendOutcome(status, answer, errors)).toBe(outcome);
  });
});

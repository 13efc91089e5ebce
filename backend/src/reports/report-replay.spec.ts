import { isSameRequest, reportRequestDigest } from './report-replay';

const SECRET = 's'.repeat(40);
const body = {
  city: 'Warszawa',
  street: 'ul. Hoża',
  residenceNumber: '7',
  checkAnswers: { building: 'FLAT', invoicesPaid: true },
  recaptchaToken: 'first-solution',
};

describe('report replay rules', () => {
  it('gives the same digest for the same content in another key order or with another captcha solution', () => {
    const digest = reportRequestDigest(body, SECRET);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const reordered = {
      recaptchaToken: 'second-solution',
      checkAnswers: { invoicesPaid: true, building: 'FLAT' },
      residenceNumber: '7',
      street: 'ul. Hoża',
      city: 'Warszawa',
    };
    expect(reportRequestDigest(reordered, SECRET)).toBe(digest);
    expect(reportRequestDigest({ ...body, apartmentNumber: undefined }, SECRET)).toBe(digest);
  });

  it('gives another digest for any other content, nested answers included, and under another secret', () => {
    const digest = reportRequestDigest(body, SECRET);
    expect(reportRequestDigest({ ...body, residenceNumber: '8' }, SECRET)).not.toBe(digest);
    expect(reportRequestDigest({ ...body, checkAnswers: { building: 'FLAT', invoicesPaid: false } }, SECRET)).not.toBe(digest);
    expect(reportRequestDigest({ ...body, apartmentNumber: null }, SECRET)).not.toBe(digest);
    expect(reportRequestDigest(body, 't'.repeat(40))).not.toBe(digest);
  });

  it('is the same request only with the same digest and client', () => {
    const request = { requestDigest: 'd', clientHash: 'c' };
    const stored = { id: 1, ...request };
    expect(isSameRequest(stored, request)).toBe(true);
    expect(isSameRequest(stored, { ...request, requestDigest: 'x' })).toBe(false);
    expect(isSameRequest(stored, { ...request, clientHash: 'x' })).toBe(false);
    expect(isSameRequest({ ...stored, requestDigest: null }, request)).toBe(false);
    expect(isSameRequest({ ...stored, clientHash: null }, request)).toBe(false);
  });
});

import { displayMsisdn, toMsisdn } from './phone-number';

describe('toMsisdn', () => {
  it.each([
    ['501234567', '48501234567'],
    ['501 234 567', '48501234567'],
    ['501-234-567', '48501234567'],
    ['+48 501 234 567', '48501234567'],
    ['0048501234567', '48501234567'],
    ['48501234567', '48501234567'],
    ['+49 1512 3456789', '4915123456789'],
  ])('%s → %s', (phone, msisdn) => {
    expect(toMsisdn(phone)).toBe(msisdn);
  });

  it.each(['', '12345', '50123456', '5012345678', 'abc123456', '+48', '+1234567890123456'])('refuses %j', (phone) => {
    expect(toMsisdn(phone)).toBeNull();
  });
});

describe('displayMsisdn', () => {
  it('groups a Polish number and prefixes others with +', () => {
    expect(displayMsisdn('48501234567')).toBe('+48 501 234 567');
    expect(displayMsisdn('4915123456789')).toBe('+4915123456789');
  });
});

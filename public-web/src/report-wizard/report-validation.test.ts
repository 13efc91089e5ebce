import { messages, reportDetailsComplete, reportDetailsFieldError, reportValidators, type ReportDetailsValues } from '../validation';

const VALID: ReportDetailsValues = {
  street: 'ul. Marszałkowska',
  residenceNumber: '10',
  apartmentNumber: '',
  postcode: '00-590',
  city: 'Warszawa',
  reporter: 'Jan Kowalski',
  dialCode: '+48',
  phone: '600100200',
  email: 'jan@example.pl',
  dataProtectionConsent: true,
};

describe('report wizard rules (spec §5)', () => {
  it.each([
    ['', true],
    ['00-590', true],
    [' 02-673 ', true],
    ['00590', messages.postCode],
    ['0-0590', messages.postCode],
    ['00-59a', messages.postCode],
    ['00-5901', messages.postCode],
  ])('postCode(%p) → %p', (value, expected) => {
    expect(reportValidators.postCode(value)).toBe(expected);
  });

  it.each([
    ['+48', '', true],
    ['+48', '600100200', true],
    ['+48', '600 100 200', true],
    ['+48', '600-100-200', true],
    ['+48', '60010020', messages.phoneNumberPL],
    ['+48', '6001002001', messages.phoneNumberPL],
    ['+48', '60010020a', messages.phoneNumberPL],
    ['+49', '123456', true],
    ['+49', '123456789012345', true],
    ['+49', '12345', messages.phoneNumber],
    ['+49', '1234567890123456', messages.phoneNumber],
    ['+1', '600100200', true],
  ])('phone with %s: %p → %p', (code, value, expected) => {
    expect(reportValidators.phone(code)(value)).toBe(expected);
  });

  it.each<[keyof ReportDetailsValues, unknown, string | true]>([
    ['street', '', messages.required],
    ['street', 'x'.repeat(71), messages.max(70)],
    ['residenceNumber', '', messages.required],
    ['residenceNumber', 'x'.repeat(51), messages.max(50)],
    ['apartmentNumber', '', true],
    ['apartmentNumber', 'x'.repeat(21), messages.max(20)],
    ['postcode', '', messages.required],
    ['postcode', '00590', messages.postCode],
    ['city', '', messages.required],
    ['city', 'x'.repeat(31), messages.max(30)],
    ['reporter', '', messages.required],
    ['reporter', 'x'.repeat(101), messages.max(100)],
    ['phone', '', messages.required],
    ['email', '', messages.required],
    ['email', 'jan@', messages.email],
    ['email', `${'x'.repeat(45)}@ex.pl`, messages.max(50)],
    ['dataProtectionConsent', false, messages.required],
  ])('%s = %p → %p', (field, value, expected) => {
    const values = { ...VALID, [field]: value };
    expect(reportDetailsFieldError(field, values)).toBe(expected);
    expect(reportDetailsComplete(values)).toBe(expected === true);
  });

  it('a complete form passes', () => {
    expect(reportDetailsComplete(VALID)).toBe(true);
  });
});

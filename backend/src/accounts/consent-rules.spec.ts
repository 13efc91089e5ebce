import { consentChanges, normalisePolishPhone, notificationType, settingsProblems } from './consent-rules';

const NOW = new Date('2026-11-21T12:00:00Z');
const EARLIER = new Date('2026-01-01T00:00:00Z');

describe('consent rules', () => {
  it.each([
    [false, false, 'NONE'],
    [true, false, 'EMAIL'],
    [false, true, 'SMS'],
    [true, true, 'EMAIL_AND_SMS'],
  ] as const)('email %s, sms %s → %s', (email, sms, type) => {
    expect(notificationType({ email, sms })).toBe(type);
  });

  it('records only the consents that change, keeping the time of one already given', () => {
    const current = { dataProcessingConsentAt: EARLIER, emailNotificationAt: null, smsNotificationAt: EARLIER };
    expect(consentChanges(current, { dataProcessing: true, email: true, sms: false }, NOW)).toEqual({
      columns: { emailNotificationAt: NOW, smsNotificationAt: null },
      events: [
        { kind: 'EMAIL_NOTIFICATION', given: true },
        { kind: 'SMS_NOTIFICATION', given: false },
      ],
    });
    expect(consentChanges(current, { dataProcessing: true, email: false, sms: true }, NOW)).toEqual({ columns: {}, events: [] });
  });

  const ok = { dataProcessingConsent: true, emailNotificationAgreement: false, smsNotificationAgreement: false, phone: null };
  it.each([
    ['nothing chosen', ok, {}],
    ['e-mail with consent', { ...ok, emailNotificationAgreement: true }, {}],
    [
      'e-mail without consent',
      { ...ok, dataProcessingConsent: false, emailNotificationAgreement: true },
      { emailNotificationAgreement: 'Powiadomienia wymagają zgody na przetwarzanie danych osobowych' },
    ],
    [
      'SMS without consent or phone',
      { ...ok, dataProcessingConsent: false, smsNotificationAgreement: true },
      { smsNotificationAgreement: 'Powiadomienia wymagają zgody na przetwarzanie danych osobowych', phone: 'Pole obowiązkowe' },
    ],
    ['SMS with a 9-digit phone', { ...ok, smsNotificationAgreement: true, phone: '600100200' }, {}],
    ['SMS with 8 digits', { ...ok, smsNotificationAgreement: true, phone: '60010020' }, { phone: 'Niepoprawny numeru telefonu' }],
    ['a phone with letters, no SMS', { ...ok, phone: '60010020a' }, { phone: 'Niepoprawny numeru telefonu' }],
    ['a 9-digit phone without SMS', { ...ok, phone: '600100200' }, {}],
  ])('%s', (_label, settings, errors) => {
    expect(settingsProblems(settings)).toEqual(errors);
  });

  it.each([
    ['600 100 200', '600100200'],
    ['+48600100200', '600100200'],
    ['0048 600-100-200', '600100200'],
    ['+44 20 7946 0000', '+442079460000'],
    ['  ', null],
    [null, null],
  ])('normalises the phone %s → %s', (input, output) => {
    expect(normalisePolishPhone(input)).toBe(output);
  });
});

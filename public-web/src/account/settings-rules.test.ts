import { enabledControls, settingsErrors, toForm, toRequest, type SettingsForm } from './settings-rules';

const FORM: SettingsForm = {
  dataProcessingConsent: true,
  fullName: 'Jan Kowalski',
  email: 'jan@example.pl',
  phone: '',
  emailNotificationAgreement: false,
  smsNotificationAgreement: false,
  language: 'uk',
};

describe('settings rules (spec §2, §5)', () => {
  it.each([
    [true, { emailNotificationAgreement: true, smsNotificationAgreement: true, phone: true }],
    [false, { emailNotificationAgreement: false, smsNotificationAgreement: false, phone: false }],
  ])('with consent %p the channels and the phone are enabled: %p', (consent, enabled) => {
    expect(enabledControls({ dataProcessingConsent: consent })).toEqual(enabled);
  });

  it.each<[string, Partial<SettingsForm>, Partial<Record<keyof SettingsForm, string>>]>([
    ['a valid form', {}, {}],
    ['SMS without a phone', { smsNotificationAgreement: true }, { phone: 'Pole obowiązkowe' }],
    ['SMS with 8 digits', { smsNotificationAgreement: true, phone: '60010020' }, { phone: 'Niepoprawny numeru telefonu' }],
    ['SMS with 10 digits', { smsNotificationAgreement: true, phone: '6001002000' }, { phone: 'Niepoprawny numeru telefonu' }],
    ['SMS with letters', { smsNotificationAgreement: true, phone: '60010020a' }, { phone: 'Niepoprawny numeru telefonu' }],
    ['SMS with 9 digits', { smsNotificationAgreement: true, phone: '600100200' }, {}],
    ['a phone without SMS, still 9 digits', { phone: '123' }, { phone: 'Niepoprawny numeru telefonu' }],
    ['a wrong phone without consent (disabled, not checked)', { dataProcessingConsent: false, phone: '123' }, {}],
    ['no name', { fullName: '  ' }, { fullName: 'Pole obowiązkowe' }],
    ['a name over 100', { fullName: 'x'.repeat(101) }, { fullName: 'Maksymalna długość: 100' }],
    ['no e-mail', { email: '' }, { email: 'Pole obowiązkowe' }],
    ['a wrong e-mail', { email: 'jan@' }, { email: 'Wpisz poprawny email' }],
    ['an e-mail over 50', { email: `${'j'.repeat(40)}@example.pl` }, { email: 'Maksymalna długość: 50' }],
  ])('%s', (_, change, errors) => {
    expect(settingsErrors({ ...FORM, ...change })).toEqual(errors);
  });

  it('sends no channel without consent and no empty phone', () => {
    expect(toRequest({ ...FORM, dataProcessingConsent: false, emailNotificationAgreement: true, smsNotificationAgreement: true, phone: ' ' })).toEqual({
      ...FORM,
      dataProcessingConsent: false,
      phone: null,
    });
    expect(toRequest({ ...FORM, fullName: ' Jan ', phone: ' 600100200 ' })).toMatchObject({ fullName: 'Jan', phone: '600100200' });
  });

  it('sends the account’s language and reads a missing one as Polish', () => {
    expect(toRequest(FORM)).toMatchObject({ language: 'uk' });
    expect(toForm({ ...toRequest(FORM), language: 'en' }).language).toBe('en');
    expect(toForm({ ...toRequest(FORM), language: undefined }).language).toBe('pl');
  });
});

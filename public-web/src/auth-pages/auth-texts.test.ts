import { activateLanguage } from '../i18n/i18n';
import { messages } from '../validation';
import { fieldMessage } from './auth-texts';

describe('fieldMessage', () => {
  afterEach(() => activateLanguage('pl'));

  it('keeps the Polish messages as the specs quote them', () => {
    expect(fieldMessage(messages.required)).toBe('Pole obowiązkowe');
    expect(fieldMessage(messages.max(100))).toBe('Maksymalna długość: 100');
  });

  it('gives each client-side message in Ukrainian and English, the limit carried over', async () => {
    await activateLanguage('uk');
    expect(fieldMessage(messages.required)).toBe('Обов’язкове поле');
    expect(fieldMessage(messages.max(100))).toBe('Максимальна довжина: 100');
    expect(fieldMessage(messages.validPassword)).toMatch(/^Пароль має містити/);
    await activateLanguage('en');
    expect(fieldMessage(messages.min(8))).toBe('Minimum length: 8');
    expect(fieldMessage(messages.passwordsDiffer)).toBe('The passwords you entered do not match.');
  });

  it('shows a message it does not know (the server’s, already in the request’s language) as it is', async () => {
    await activateLanguage('en');
    expect(fieldMessage('This e-mail address is already in use')).toBe('This e-mail address is already in use');
    expect(fieldMessage(undefined)).toBeUndefined();
  });
});

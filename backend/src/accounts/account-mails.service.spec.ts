import { loadConfig } from '../config/app-config';
import { MailDeliveryError, type MailMessage, type MailService } from '../mail/mail.service';
import { AccountMailsService } from './account-mails.service';

describe('AccountMailsService', () => {
  const to = { email: 'jan@test.local', fullName: 'Jan Nowak' };
  const withMail = (send: MailService['send']) => new AccountMailsService({ send } as MailService, loadConfig({}));

  it('answers false when the SMTP server refused the mail (it is in the outbox as FAILED)', async () => {
    const sut = withMail(() => Promise.reject(new MailDeliveryError('550 mailbox unavailable', 7)));
    await expect(sut.resetPassword(to, 'token', 'PUBLIC')).resolves.toBe(false);
  });

  it('fails the call when the mail could not even be recorded (database down): never acknowledged and lost', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const sut = withMail(() => Promise.reject(down));
    await expect(sut.resetPassword(to, 'token', 'PUBLIC')).rejects.toBe(down);
    await expect(sut.confirmEmail(to, 'token')).rejects.toBe(down);
  });

  it('writes the confirmation and the password reset in the account’s language, their links opening the site in it', async () => {
    const sent: MailMessage[] = [];
    const sut = withMail((message) => {
      sent.push(message);
      return Promise.resolve({} as Awaited<ReturnType<MailService['send']>>);
    });
    await sut.confirmEmail({ ...to, language: 'uk' }, 'abc');
    await sut.resetPassword({ ...to, language: 'en' }, 'def', 'PUBLIC');
    await sut.resetPassword({ ...to, language: 'en' }, 'ghi', 'DISPATCHER');
    expect(sent[0].subject).toBe('Підтвердіть адресу e-mail – Портал аварій і відключень');
    expect(sent[0].text).toMatch(/^Добрий день, Jan Nowak!/);
    expect(sent[0].text).toContain('/public/confirm-email?confirmEmailToken=abc&lang=uk');
    expect(sent[0].html).toContain('<html lang="uk">');
    expect(sent[1].subject).toBe('Password change – Outage portal');
    expect(sent[1].text).toContain('/public/change-password?resetPasswordToken=def&lang=en');
    // Staff read the back office in Polish.
    expect(sent[2].subject).toBe('Zmiana hasła – Portal awarii i wyłączeń');
    expect(sent[2].text).not.toContain('lang=');
  });

  it('keeps the Polish mails and links exactly as before', async () => {
    const sent: MailMessage[] = [];
    const sut = withMail((message) => {
      sent.push(message);
      return Promise.resolve({} as Awaited<ReturnType<MailService['send']>>);
    });
    await sut.confirmEmail({ ...to, language: 'pl' }, 'abc');
    expect(sent[0].subject).toBe('Potwierdź adres e-mail – Portal awarii i wyłączeń');
    expect(sent[0].text).toContain('Aby móc się zalogować, potwierdź swój adres e-mail, otwierając poniższy link (ważny 48 godziny):');
    expect(sent[0].text).toMatch(/confirmEmailToken=abc$/m);
  });

  it('writes every other account mail in the account’s language, with no Polish sentence, its links opening the site in it', async () => {
    const sent: MailMessage[] = [];
    const sut = withMail((message) => {
      sent.push(message);
      return Promise.resolve({} as Awaited<ReturnType<MailService['send']>>);
    });
    const polish = (message: MailMessage) => /Portal awarii|Dzień dobry|Pozdrawiamy|Twoje|adres e-mail/.test(message.text);
    for (const language of ['uk', 'en'] as const) {
      sent.length = 0;
      const uk = { ...to, language };
      await sut.confirmEmail(uk, 'abc', true);
      await sut.emailChangedNotice(uk, 'nowy@test.local');
      await sut.registrationAttempt(uk, 'PUBLIC');
      await sut.accountDeleted(uk);
      await sut.stopEmailNotifications(uk, 'xyz');
      expect(sent.map((message) => message.kind)).toEqual([
        'CHANGE_EMAIL',
        'EMAIL_CHANGED_NOTICE',
        'REGISTRATION_ATTEMPT',
        'ACCOUNT_DELETED',
        'STOP_EMAIL_NOTIFICATIONS',
      ]);
      expect(sent.filter(polish).map((message) => message.kind)).toEqual([]);
      for (const message of sent) expect(message.html).toContain(`<html lang="${language}">`);
      expect(sent[1].text).toContain('nowy@test.local');
      expect(sent[2].text).toContain(`/public/login?lang=${language}`);
      expect(sent[2].text).toContain(`/public/remind?lang=${language}`);
      expect(sent[4].text).toContain(`/public/stop-send-email?emailConsentToken=xyz&lang=${language}`);
    }
    expect(sent[3].subject).toBe('Your account has been deleted – Outage portal');

    // Staff read the back office in Polish: someone registering with a staff member's address.
    sent.length = 0;
    await sut.registrationAttempt({ ...to, language: 'uk' }, 'DISPATCHER');
    expect(sent[0].subject).toBe('Próba założenia konta na Twój adres – Portal awarii i wyłączeń');
    expect(sent[0].text).not.toContain('lang=');
  });
});

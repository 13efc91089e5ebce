import { loadConfig } from '../config/app-config';
import { MailDeliveryError, type MailService } from '../mail/mail.service';
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
});

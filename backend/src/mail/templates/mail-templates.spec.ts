import { linksIn, MAIL_TEMPLATES } from './mail-templates';

const ctx = { operatorName: 'Operator <Test> & Syn', fullName: 'Jan <b>Kowalski</b>' };
const LINK = 'https://portal.example.pl/public/confirm-email?confirmEmailToken=abc_DEF-123';

describe('mail templates', () => {
  it.each([
    ['confirmEmail', MAIL_TEMPLATES.confirmEmail(ctx, LINK), 'Potwierdź adres e-mail – Portal awarii i wyłączeń', '48 godziny'],
    ['passwordReset', MAIL_TEMPLATES.passwordReset(ctx, LINK), 'Zmiana hasła – Portal awarii i wyłączeń', '1 godzinę'],
    ['emailChange', MAIL_TEMPLATES.emailChange(ctx, LINK), 'Potwierdź nowy adres e-mail – Portal awarii i wyłączeń', '48 godziny'],
    [
      'stopEmailNotifications',
      MAIL_TEMPLATES.stopEmailNotifications(ctx, LINK),
      'Wyłączenie powiadomień e-mail – Portal awarii i wyłączeń',
      'ustawieniach konta',
    ],
  ])('%s: Polish subject, the link alone on a line in the text, a button in the HTML, signed by the operator', (_name, mail, subject, phrase) => {
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(phrase);
    expect(mail.text.split('\n')).toContain(LINK);
    expect(mail.text).toContain('Operator <Test> & Syn');
    expect(mail.html).toContain(`<a href="${LINK}"`);
    expect(mail.html).toContain('Operator &lt;Test&gt; &amp; Syn');
    expect(linksIn(mail.text)).toEqual([LINK]);
  });

  it('e-mail changed notice: to the old address, names the new one, no link', () => {
    const mail = MAIL_TEMPLATES.emailChangedNotice(ctx, 'nowy@example.pl');
    expect(mail.subject).toBe('Zmieniono adres e-mail konta – Portal awarii i wyłączeń');
    expect(mail.text).toContain('został zmieniony na nowy@example.pl');
    expect(linksIn(mail.text)).toEqual([]);
  });

  it('registration attempt: tells the owner nothing changed, with the sign-in button and the reminder page on its own line', () => {
    const signIn = 'https://portal.example.pl/public/login';
    const remind = 'https://portal.example.pl/public/remind';
    const mail = MAIL_TEMPLATES.registrationAttempt(ctx, signIn, remind);
    expect(mail.subject).toBe('Próba założenia konta na Twój adres – Portal awarii i wyłączeń');
    expect(mail.text).toContain('Ktoś próbował założyć konto w Portalu awarii i wyłączeń, podając ten adres e-mail.');
    expect(mail.text.split('\n')).toEqual(expect.arrayContaining([signIn, remind]));
    expect(mail.html).toContain(`<a href="${signIn}"`);
    expect(linksIn(mail.text)).toEqual([signIn, remind]);
  });

  it('account deleted: no link, says what was removed and that reports stay without personal data', () => {
    const mail = MAIL_TEMPLATES.accountDeleted(ctx);
    expect(mail.subject).toBe('Konto zostało usunięte – Portal awarii i wyłączeń');
    expect(linksIn(mail.text)).toEqual([]);
    expect(mail.text).toContain('zgłoszenia awarii pozostają bez danych osobowych');
  });

  it('escapes the name in HTML (a name is typed by anyone who registers) and greets without a name when there is none', () => {
    const mail = MAIL_TEMPLATES.confirmEmail(ctx, LINK);
    expect(mail.html).toContain('Dzień dobry, Jan &lt;b&gt;Kowalski&lt;/b&gt;!');
    expect(mail.html).not.toContain('<b>Kowalski');
    expect(mail.text).toContain('Dzień dobry, Jan <b>Kowalski</b>!');
    expect(MAIL_TEMPLATES.accountDeleted({ operatorName: 'X', fullName: '  ' }).text.startsWith('Dzień dobry!\n')).toBe(true);
  });

  it('escapes every HTML-special character and finds each link once', () => {
    const hostile = MAIL_TEMPLATES.accountDeleted({ operatorName: 'X', fullName: `<a href="x">'&'</a>` });
    expect(hostile.html).toContain('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(hostile.html).not.toContain('<a href="x">');
    expect(linksIn('a http://x.pl/a?b=1 b https://y.pl c http://x.pl/a?b=1')).toEqual(['http://x.pl/a?b=1', 'https://y.pl']);
  });
});

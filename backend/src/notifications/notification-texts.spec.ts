import { NOTIFICATION_EVENTS, type NotificationEvent } from './notification.model';
import { mailText, PUSH_TTL_SECONDS, pushText, SMS_MAX_LENGTH, smsText, type TextContext, withoutDiacritics } from './notification-texts';

const context = (over: Partial<TextContext> = {}): TextContext => ({
  address: 'ul. Ząbkowska 12, Warszawa',
  facts: {
    ref: 'planned:7',
    kind: 'PLANNED',
    start: new Date('2026-12-01T07:00:00Z'),
    end: new Date('2026-12-01T13:30:00Z'),
    // Read only by LIMIT_EXCEEDED.
    limit: { year: 2026, cls: 'UNPLANNED', scope: 'YEAR', hours: 52.5, limitHours: 48, historyUrl: 'https://portal.example/public/user/outage-history' },
  },
  operatorName: 'Operator Sieci',
  unsubscribeUrl: 'https://portal.example/public/stop-send-email?emailConsentToken=abc',
  mapUrl: 'https://portal.example/public/21.04/52.25',
  cardUrl: 'https://portal.example/public/21.040000/52.250000?adres=ul.+Z%C4%85bkowska+12%2C+Warszawa',
  ...over,
});

const GSM7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[~\]|€]*$/;

describe('notification texts', () => {
  it.each(NOTIFICATION_EVENTS)('%s fits one GSM-7 SMS, with the address and the operator', (event: NotificationEvent) => {
    const sms = smsText(event, context());
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(sms).toMatch(GSM7);
    expect(sms).toContain('Zabkowska 12');
    expect(sms).toContain('Operator Sieci');
  });

  it('gives planned times in Warsaw time', () => {
    expect(smsText('PLANNED_ANNOUNCED', context())).toContain('01.12 08:00-01.12 14:30');
    expect(mailText('PLANNED_ANNOUNCED', context()).text).toContain('od 01.12.2026 08:00 do 01.12.2026 14:30');
  });

  it('shortens a long address rather than going over one SMS', () => {
    const sms = smsText('OUTAGE_STARTED', context({ address: 'ul. Generała Władysława Andersa '.repeat(8) }));
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(sms).toContain('...');
    expect(sms).toContain('Operator Sieci');
  });

  it('tells an unplanned outage without a known end so', () => {
    const c = context({ facts: { ref: 'outage:3', kind: 'FAILURE', start: new Date(), end: null } });
    expect(smsText('OUTAGE_STARTED', c)).toContain('ustalamy');
    expect(mailText('OUTAGE_STARTED', c).text).toContain('podamy szacowany czas');
  });

  it.each(NOTIFICATION_EVENTS)('%s e-mail carries the switch-off link in text and HTML', (event: NotificationEvent) => {
    const mail = mailText(event, context());
    expect(mail.text).toContain('https://portal.example/public/stop-send-email?emailConsentToken=abc');
    expect(mail.html).toContain('href="https://portal.example/public/stop-send-email?emailConsentToken=abc"');
    expect(mail.subject).toContain('ul. Ząbkowska 12');
  });

  it('tells a passed limit with the hours, the limit, the discount and the history link', () => {
    expect(mailText('LIMIT_EXCEEDED', context()).text).toContain(
      'Awarie w 2026 r. pod adresem ul. Ząbkowska 12, Warszawa trwały łącznie 52,5 h, a dopuszczalny czas to 48 h. Może przysługiwać Ci bonifikata, którą przyznaje operator. Szczegóły, wyliczenie i wydruk do reklamacji: https://portal.example/public/user/outage-history',
    );
    const single = context({ facts: { ...context().facts, limit: { ...context().facts.limit!, cls: 'PLANNED', scope: 'SINGLE', hours: 17, limitHours: 16 } } });
    expect(mailText('LIMIT_EXCEEDED', single).text).toContain('Jedno planowane wyłączenie w 2026 r. pod adresem ul. Ząbkowska 12, Warszawa trwało 17 h');
    expect(smsText('LIMIT_EXCEEDED', context())).toContain('Limit przerw 2026 przekroczony ul. Zabkowska 12, Warszawa: 52,5 h > 48 h.');
  });

  it('escapes what it puts into HTML', () => {
    expect(mailText('OUTAGE_ENDED', context({ address: '<b>x</b>' })).html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('folds Polish letters', () => {
    expect(withoutDiacritics('Zażółć gęślą jaźń Łódź')).toBe('Zazolc gesla jazn Lodz');
  });

  describe('push', () => {
    it.each(NOTIFICATION_EVENTS)('%s: Polish title and body, opens the address card, a tel: button, fits a push payload', (event) => {
      const push = pushText(event, context());
      expect(push.title).toBe(mailText(event, context()).subject);
      expect(push.body).toContain('ul. Ząbkowska 12, Warszawa');
      expect(push.url).toBe(context().cardUrl);
      expect(push.actions).toEqual([{ action: 'call', title: 'Zadzwoń: 22 821 31 31', url: 'tel:+48228213131' }]);
      expect(push.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      expect(Buffer.byteLength(JSON.stringify(push))).toBeLessThan(3000);
    });

    it('is urgent and short-lived for failures, normal for planned work', () => {
      const failure = context({ facts: { ref: 'outage:3', kind: 'FAILURE', start: new Date(), end: null } });
      expect(pushText('OUTAGE_STARTED', failure)).toMatchObject({ urgency: 'high', ttl: PUSH_TTL_SECONDS.unplanned, topic: 'outage-3' });
      expect(pushText('PLANNED_ANNOUNCED', context())).toMatchObject({ urgency: 'normal', ttl: PUSH_TTL_SECONDS.planned, topic: 'planned-7' });
    });
  });

  describe('"Czy masz już prąd?" with the end of a failure', () => {
    // A production-like public URL, a six-digit question id and the default operator name: the longest the link gets.
    const stillOffUrl = 'https://awarie.operator-sieci.pl/public/prad/123456/AbCdEfGhIjKlMnOpQrStUv';
    const failure = (over: Partial<TextContext> = {}) =>
      context({ facts: { ref: 'outage:3', kind: 'FAILURE', start: new Date(), end: new Date() }, stillOffUrl, ...over });

    it('asks it in one GSM-7 SMS with the whole link, the operator last', () => {
      const sms = smsText('OUTAGE_ENDED', failure({ operatorName: 'Operator Systemu Dystrybucyjnego' }));
      expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(sms).toMatch(GSM7);
      expect(sms).toMatch(/^Czy masz juz prad ul\. Zabkowska 12, W.*\? Jesli nie: /);
      expect(sms).toContain(` ${stillOffUrl} Operator Systemu Dystrybucyjnego`);
    });

    it('asks it in the e-mail, text and HTML, with the link and its lifetime, instead of "report it on the portal"', () => {
      const mail = mailText('OUTAGE_ENDED', failure());
      expect(mail.text).toContain(`Czy masz już prąd? Jeśli nie, kliknij „Nadal nie mam prądu”: ${stillOffUrl} (link działa raz, przez 24 godziny).`);
      expect(mail.html).toContain(`<strong>Czy masz już prąd?</strong> Jeśli nie: <a href="${stillOffUrl}">Nadal nie mam prądu</a>`);
      expect(mail.text).not.toContain('zgłoś to przez Portal');
      expect(mailText('OUTAGE_ENDED', failure({ stillOffUrl: undefined })).text).toContain('zgłoś to przez Portal');
    });

    it('asks it in the push alert: a tap or the "Nadal nie mam prądu" button opens the answer page; the hotline stays', () => {
      const push = pushText('OUTAGE_ENDED', failure());
      expect(push.body).toMatch(/Czy masz już prąd\?$/);
      expect(push.url).toBe(stillOffUrl);
      expect(push.actions).toEqual([
        { action: 'still-off', title: 'Nadal nie mam prądu', url: stillOffUrl },
        { action: 'call', title: 'Zadzwoń: 22 821 31 31', url: 'tel:+48228213131' },
      ]);
    });
  });

  describe("in the account's language", () => {
    it('writes the e-mail in Ukrainian, with the plural the hours take and the links opening the site in Ukrainian', () => {
      const mail = mailText('PLANNED_ANNOUNCED', context({ language: 'uk' }));
      expect(mail.subject).toBe('Планове відключення електроенергії: ul. Ząbkowska 12, Warszawa');
      expect(mail.text).toContain('За адресою ul. Ząbkowska 12, Warszawa ми плануємо відключення електропостачання з 01.12.2026 08:00 до 01.12.2026 14:30.');
      expect(mail.text).toContain('Відключення триватиме 6,5 години.');
      expect(mail.text).toContain('https://portal.example/public/stop-send-email?emailConsentToken=abc&lang=uk');
      expect(mail.html).toContain('href="https://portal.example/public/21.04/52.25?lang=uk"');
      expect(mail.text).not.toMatch(/Dzień dobry|Pozdrawiamy|Wyłącz/);
      const five = context({ language: 'uk', facts: { ...context().facts, end: new Date('2026-12-01T12:00:00Z') } });
      expect(mailText('PLANNED_ANNOUNCED', five).text).toContain('Відключення триватиме 5 годин.');
    });

    it('says the same in Polish as before, with the duration', () => {
      expect(mailText('PLANNED_ANNOUNCED', context()).text).toContain('Wyłączenie potrwa 6,5 godziny.');
    });

    it('writes the English e-mail, SMS and push alert', () => {
      const c = context({ language: 'en' });
      expect(mailText('OUTAGE_ENDED', c).text).toContain('so your power should be back. If you still have no power, report it on the portal.');
      expect(smsText('PLANNED_ANNOUNCED', c)).toBe('Planned outage: ul. Zabkowska 12, Warszawa, 01.12 08:00-01.12 14:30. Operator Sieci');
      const push = pushText('OUTAGE_STARTED', c);
      expect(push.actions).toEqual([{ action: 'call', title: 'Call 22 821 31 31', url: 'tel:+48228213131' }]);
      expect(push.url).toBe(`${context().cardUrl}&lang=en`);
    });

    it('tells a passed limit in Ukrainian hours', () => {
      expect(mailText('LIMIT_EXCEEDED', context({ language: 'uk' })).text).toContain(
        'Аварії у 2026 р. за адресою ul. Ząbkowska 12, Warszawa тривали загалом 52,5 години, а допустимий час — 48 годин.',
      );
    });

    it('asks "Is your power back?" in Ukrainian, the SMS link left without a language to save room', () => {
      const stillOffUrl = 'https://awarie.operator-sieci.pl/public/prad/123456/AbCdEfGhIjKlMnOpQrStUv';
      const c = context({ language: 'uk', facts: { ref: 'outage:3', kind: 'FAILURE', start: new Date(), end: new Date() }, stillOffUrl });
      expect(mailText('OUTAGE_ENDED', c).text).toContain(`У вас уже є світло? Якщо ні, натисніть «Досі немає світла»: ${stillOffUrl}?lang=uk`);
      expect(smsText('OUTAGE_ENDED', c)).toContain(`Якщо ні: ${stillOffUrl} Operator Sieci`);
      expect(pushText('OUTAGE_ENDED', c).actions[0]).toEqual({ action: 'still-off', title: 'Досі немає світла', url: `${stillOffUrl}?lang=uk` });
    });
  });
});

import { LANGUAGES, type Language } from '@portal/domain';
import { NOTIFICATION_EVENTS, type NotificationEvent } from './notification.model';
import { SMS_SEGMENTS, smsText, type TextContext } from './notification-texts';
import { cutToUnits, smsSize } from './sms-segments';

/**
 * The longest values an alert really carries: a long Warsaw street with a flat number, the default operator name,
 * a production-like follow-up link with a six-digit id, a two-day span and a limit with a decimal.
 */
const ADDRESS = 'al. Jana Pawła II 123/45, Warszawa';
const longest = (event: NotificationEvent, language: Language): TextContext => ({
  address: ADDRESS,
  facts: {
    ref: 'outage:123456',
    kind: event.startsWith('PLANNED') ? 'PLANNED' : 'FAILURE',
    start: new Date('2026-12-01T21:00:00Z'),
    end: new Date('2026-12-02T13:30:00Z'),
    limit: {
      year: 2026,
      cls: 'UNPLANNED',
      scope: 'YEAR',
      hours: 152.5,
      limitHours: 48,
      historyUrl: 'https://awarie.operator-sieci.pl/public/user/outage-history',
    },
  },
  operatorName: 'Operator Systemu Dystrybucyjnego',
  unsubscribeUrl: 'https://awarie.operator-sieci.pl/public/stop-send-email?emailConsentToken=abc',
  mapUrl: 'https://awarie.operator-sieci.pl/public',
  cardUrl: 'https://awarie.operator-sieci.pl/public',
  stillOffUrl: event === 'OUTAGE_ENDED' ? 'https://awarie.operator-sieci.pl/public/prad/123456/AbCdEfGhIjKlMnOpQrStUv' : undefined,
  language,
});

const ENCODING: Record<Language, string> = { pl: 'GSM-7', en: 'GSM-7', uk: 'UCS-2' };

describe('SMS size', () => {
  it('counts GSM-7 septets, its extension characters as two, and UCS-2 code units', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('ą'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize('ж'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSize('ж'.repeat(134)).segments).toBe(2);
    expect(smsSize('ж'.repeat(135)).segments).toBe(3);
  });

  it('cuts text at a unit limit without splitting an extension character or a surrogate pair', () => {
    expect(cutToUnits('ab€', 3, 'GSM-7')).toBe('ab');
    expect(cutToUnits('a😀', 2, 'UCS-2')).toBe('a');
  });

  const cases = NOTIFICATION_EVENTS.flatMap((event) => LANGUAGES.map((language) => [event, language] as const));
  it.each(cases)('%s in %s stays within its parts with the longest values', (event, language) => {
    const text = smsText(event, longest(event, language));
    const size = smsSize(text);
    expect(size.encoding).toBe(ENCODING[language]);
    expect(size.segments).toBeLessThanOrEqual(SMS_SEGMENTS[language]);
    expect(text).toContain('Operator Systemu Dystrybucyjnego');
  });

  it('keeps every alert within two parts and gives the address in full where the link leaves room', () => {
    for (const [event, language] of cases) {
      const text = smsText(event, longest(event, language));
      expect(smsSize(text).segments).toBeLessThanOrEqual(2);
      if (event !== 'OUTAGE_ENDED') expect(text).toContain(language === 'uk' ? ADDRESS : 'al. Jana Pawla II 123/45, Warszawa');
    }
  });
});

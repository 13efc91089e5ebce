import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, REPORT_MESSAGES } from '@portal/domain';
import { AUTH_MESSAGES } from '../auth/auth.service';
import { ADDRESS_MESSAGES } from '../accounts/watched-addresses.service';
import { SETTINGS_ERRORS } from '../accounts/account-settings.service';
import { SETTINGS_MESSAGES } from '../accounts/consent-rules';
import { CALENDAR_MESSAGES } from '../calendar/calendar.service';
import { CAPTCHA_MESSAGES } from '../captcha/captcha.service';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../common/api-error';
import { FIELD_MESSAGES } from '../common/dto/field-rules';
import { GEOCODING_MESSAGES } from '../geocoding/geocoding.service';
import { ADDRESS_STATUS_MESSAGES } from '../map-feed/address-status/address-status.query';
import { POLL_MESSAGES } from '../poll/poll-rules';
import { PRIORITY_ERRORS } from '../priority-customers/priority-consent';
import { PUSH_MESSAGES } from '../push/push-endpoint';
import { FOLLOW_UP_MESSAGES } from '../reports/dto/known-outage.dto';
import { STILL_NO_POWER_MESSAGES } from '../reports/dto/still-no-power.dto';
import { type Catalog, CATALOG_AREAS } from './catalogs';
import { ERRORS_EN } from './catalogs/errors.en';
import { ERRORS_UK } from './catalogs/errors.uk';
import { translate } from './i18n';
import { localiseError, localiseMessage } from './server-messages';

/** The names a message fills in — `{name}`, `{name, plural, …}`, `{name, select, …}` and those inside their cases — as Lingui's compiler reads them. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const part of node) {
      if (!Array.isArray(part)) continue;
      names.add(part[0] as string);
      if (part[2] && typeof part[2] === 'object') Object.values(part[2] as Record<string, unknown>).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** Every text of the public endpoints' refusals, as the code throws it (functions with a sample value). */
const PUBLIC_MESSAGE_SETS: Record<string, Record<string, string | ((...args: never[]) => string)>> = {
  ERROR_MESSAGES,
  VALIDATION_MESSAGES,
  FIELD_MESSAGES,
  REPORT_MESSAGES,
  CAPTCHA_MESSAGES,
  AUTH_MESSAGES,
  SETTINGS_ERRORS,
  SETTINGS_MESSAGES,
  ADDRESS_MESSAGES,
  ADDRESS_STATUS_MESSAGES,
  GEOCODING_MESSAGES,
  PUSH_MESSAGES,
  FOLLOW_UP_MESSAGES,
  STILL_NO_POWER_MESSAGES,
  PRIORITY_ERRORS,
  CALENDAR_MESSAGES,
  POLL_MESSAGES,
};
const SAMPLE_ARGUMENTS: Record<string, unknown[]> = { oneOf: [['pl', 'uk', 'en']], repeated: ['lat'] };

const publicTexts = Object.entries(PUBLIC_MESSAGE_SETS).flatMap(([set, messages]) =>
  Object.entries(messages).map(([name, message]) => {
    const text = typeof message === 'function' ? (message as (...a: unknown[]) => string)(...(SAMPLE_ARGUMENTS[name] ?? [7])) : message;
    return [`${set}.${name}`, text] as const;
  }),
);

describe('server catalogs', () => {
  describe.each(Object.entries(CATALOG_AREAS))('%s', (_area, catalogs) => {
    const source: Catalog = catalogs.pl ?? Object.fromEntries(Object.keys(catalogs.uk).map((id) => [id, id]));

    it.each(LANGUAGES)('%s has every message of the area and no other', (language) => {
      const catalog: Catalog = catalogs[language] ?? source;
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
      for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
    });

    it.each(LANGUAGES)('%s fills in the same placeholders as the Polish source, and every message compiles', (language) => {
      const catalog: Catalog = catalogs[language] ?? source;
      for (const [id, text] of Object.entries(catalog)) {
        expect({ id, placeholders: placeholders(text) }).toEqual({ id, placeholders: placeholders(source[id]) });
        expect(() => compileMessage(text)).not.toThrow();
      }
    });
  });

  it.each(publicTexts)('%s is translated into Ukrainian and English', (_name, text) => {
    expect(localiseMessage(text, 'uk')).not.toBe(text);
    expect(localiseMessage(text, 'en')).not.toBe(text);
    expect(localiseMessage(text, 'pl')).toBe(text);
  });
});

describe('server messages in the request language', () => {
  it('carries a value the Polish text was filled with over into the translation', () => {
    expect(localiseMessage(VALIDATION_MESSAGES.max(100), 'uk')).toBe('Максимальна довжина: 100');
    expect(localiseMessage(VALIDATION_MESSAGES.oneOf(['pl', 'uk', 'en']), 'en')).toBe('Allowed values: pl, uk, en');
  });

  it('translates the message and every field message, keeping the field names', () => {
    const body = {
      statusCode: 400,
      message: ERROR_MESSAGES.validation,
      errors: { email: VALIDATION_MESSAGES.email, 'page.limit': VALIDATION_MESSAGES.maxValue(50) },
    };
    expect(localiseError(body, 'en')).toEqual({
      statusCode: 400,
      message: 'Some of the data is not valid',
      errors: { email: 'Enter a valid e-mail address', 'page.limit': 'Maximum value: 50' },
    });
    expect(localiseError(body, 'pl')).toBe(body);
  });

  it('leaves a text it does not know as it is', () => {
    expect(localiseMessage('Awaria transformatora przy ul. Puławskiej', 'uk')).toBe('Awaria transformatora przy ul. Puławskiej');
  });

  it('uses the plural categories of each language', () => {
    const duration = (language: 'pl' | 'uk' | 'en', hours: number) => translate(language, 'alert.duration', { hours, hoursText: String(hours) });
    expect([1, 2, 5, 22].map((h) => duration('pl', h))).toEqual([
      'Wyłączenie potrwa 1 godzinę.',
      'Wyłączenie potrwa 2 godziny.',
      'Wyłączenie potrwa 5 godzin.',
      'Wyłączenie potrwa 22 godziny.',
    ]);
    expect([1, 3, 5, 21].map((h) => duration('uk', h))).toEqual([
      'Відключення триватиме 1 годину.',
      'Відключення триватиме 3 години.',
      'Відключення триватиме 5 годин.',
      'Відключення триватиме 21 годину.',
    ]);
    expect(duration('en', 1)).toBe('The outage will last 1 hour.');
  });

  describe('the glossary (docs/i18n.md)', () => {
    // The public site's catalogs, read as files: the backend never imports the front end's code.
    const publicDir = join(__dirname, '..', '..', '..', 'public-web', 'src', 'i18n');
    const readArea = (area: string, language: string) => JSON.parse(readFileSync(join(publicDir, area, `${language}.json`), 'utf8')) as Record<string, string>;
    const publicAreas = readdirSync(publicDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);

    it('gives a message the server and the public site both show one wording in each language', () => {
      const differing: string[] = [];
      let shared = 0;
      for (const area of publicAreas) {
        const [pl, uk, en] = ['pl', 'uk', 'en'].map((language) => readArea(area, language));
        for (const [id, polish] of Object.entries(pl)) {
          if (ERRORS_UK[polish] === undefined) continue;
          shared += 1;
          if (uk[id] !== ERRORS_UK[polish]) differing.push(`uk ${id}: "${uk[id]}" / server "${ERRORS_UK[polish]}"`);
          if (en[id] !== ERRORS_EN[polish]) differing.push(`en ${id}: "${en[id]}" / server "${ERRORS_EN[polish]}"`);
        }
      }
      expect(shared).toBeGreaterThan(10);
      expect(differing).toEqual([]);
    });

    /** Renderings the glossary replaced, with the one it keeps. */
    const RETIRED: { language: 'uk' | 'en'; retired: RegExp; kept: string }[] = [
      { language: 'uk', retired: /служб\S* енергетиків/, kept: 'аварійна енергетична служба' },
      { language: 'uk', retired: /розподільч\S* мереж/, kept: 'оператор системи розподілу' },
      { language: 'uk', retired: /бонифік/i, kept: 'знижка (bonifikata)' },
      { language: 'uk', retired: /адрес\S*, за як\S* стежать:|яку ви відстежуєте/, kept: 'адреса, за якою ви стежите' },
      { language: 'uk', retired: /адрес\S* електронної пошти/, kept: 'адреса e-mail' },
      { language: 'en', retired: /distribution network operator|electricity emergency service/, kept: 'distribution system operator, power emergency service' },
      { language: 'en', retired: /\b[Ee]mail\b/, kept: 'e-mail' },
      { language: 'uk', retired: /польським часом|за Варшавою/, kept: 'за варшавським часом' },
      { language: 'en', retired: /Polish time/, kept: 'Warsaw time' },
      { language: 'en', retired: /\bon the Portal\b|\b[Pp]ower cuts?\b/, kept: 'the portal, outage' },
    ];

    it('keeps the replaced renderings out of every Ukrainian and English catalog', () => {
      const texts = (language: 'uk' | 'en'): [string, string][] => [
        ...publicAreas.flatMap((area) => Object.entries(readArea(area, language)).map(([id, text]): [string, string] => [`${area} ${id}`, text])),
        ...Object.entries(CATALOG_AREAS).flatMap(([area, catalogs]) =>
          Object.entries(catalogs[language]).map(([id, text]): [string, string] => [`server ${area} ${id}`, text]),
        ),
      ];
      const found = RETIRED.flatMap(({ language, retired, kept }) =>
        texts(language)
          // Placeholders such as {email} are names, not wording.
          .filter(([, text]) => retired.test(text.replace(/\{\w+\}/g, '')))
          .map(([id]) => `${language} ${id}: use "${kept}"`),
      );
      expect(found).toEqual([]);
    });
  });
});

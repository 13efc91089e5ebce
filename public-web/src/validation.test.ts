import { messages, pollAnswersComplete, pollRules, reportDetailsFieldError, validators, type PollAnswers, type ReportDetailsValues } from './validation';

describe('shared validation rules', () => {
  it.each([
    ['', messages.required],
    ['   ', messages.required],
    [undefined, messages.required],
    ['x', true],
  ])('required(%p) → %p', (value, expected) => {
    expect(validators.required(value)).toBe(expected);
  });

  it.each([
    ['', true],
    ['jan@example.pl', true],
    [' jan@example.pl ', true],
    ['jan@example', messages.email],
    ['jan example@x.pl', messages.email],
    ['@example.pl', messages.email],
  ])('email(%p) → %p', (value, expected) => {
    expect(validators.email(value)).toBe(expected);
  });

  it.each([
    ['', true],
    ['Zażółć1!', true],
    ['Abcdef1!', true],
    ['abcdef1!', messages.validPassword],
    ['ABCDEF1!', messages.validPassword],
    ['Abcdefg!', messages.validPassword],
    ['Abcdefg1', messages.validPassword],
    ['Abc de1 ', messages.validPassword],
    ['Abcd1!', messages.validPassword],
  ])('validPassword(%p) → %p', (value, expected) => {
    expect(validators.validPassword(value)).toBe(expected);
  });

  it.each([
    ['', true],
    ['2026-11-21', true],
    ['2026-11-30', true],
    ['2026-11-20', 'Minimalna wartość: 21.11.2026'],
    ['2025-12-31', 'Minimalna wartość: 21.11.2026'],
  ])('minDate(2026-11-21)(%p) → %p', (value, expected) => {
    expect(validators.minDate('2026-11-21', '21.11.2026')(value)).toBe(expected);
  });

  it('puts the limit into the length messages', () => {
    expect(validators.min(3)('ab')).toBe('Wymagana długość: 3');
    expect(validators.max(3)('abcd')).toBe('Maksymalna długość: 3');
    expect(validators.max(3)('abc')).toBe(true);
  });

  it('compares with the other field for confirmed', () => {
    expect(validators.confirmed(() => 'a')('a')).toBe(true);
    expect(validators.confirmed(() => 'a')('b')).toBe('Wartości nie są takie same');
  });
});

describe('text that others read', () => {
  const details: ReportDetailsValues = {
    street: 'ul. Hoża',
    residenceNumber: '7',
    apartmentNumber: '',
    postcode: '00-528',
    city: 'Warszawa',
    reporter: 'Anna Nowak',
    dialCode: '+48',
    phone: '600100200',
    email: 'anna@example.pl',
    dataProtectionConsent: true,
  };

  it.each([
    ['street', 'Ulica'],
    ['residenceNumber', 'Numer domu'],
    ['apartmentNumber', 'Numer mieszkania'],
    ['city', 'Miejscowość'],
    ['reporter', 'Imię i nazwisko'],
  ] as const)("refuses a direction override or a zero-width space in the report's %s, as the server does", (field, label) => {
    expect(reportDetailsFieldError(field, details)).toBe(true);
    for (const hidden of ['\u202E', '\u200B']) {
      expect(reportDetailsFieldError(field, { ...details, [field]: `12${hidden}3` })).toBe(
        `Pole „${label}” zawiera niewidoczne znaki lub znaki sterujące kierunkiem tekstu`,
      );
    }
  });

  it('allows line breaks only where the text has several lines', () => {
    expect(validators.visibleText('Uwagi', true)('a\nb')).toBe(true);
    expect(validators.visibleText('Ulica')('a\nb')).not.toBe(true);
  });
});

describe('survey rules (spec §2 Survey)', () => {
  const none: PollAnswers = { reportFailureTarget: false, failureCheckTarget: false, plannedCheckTarget: false, goal: '', additionalRemarks: '' };

  it.each([
    [{}, 'Wybierz co najmniej jeden cel wizyty'],
    [{ reportFailureTarget: true }, true],
    [{ failureCheckTarget: true }, true],
    [{ plannedCheckTarget: true }, true],
  ])('purpose %j → %p', (answers, expected) => {
    expect(pollRules.purpose({ ...none, ...answers })).toBe(expected);
  });

  it.each([
    ['', 'Wybierz jedną odpowiedź: tak albo nie'],
    ['yes', true],
    ['no', true],
  ] as const)('goal %p → %p', (goal, expected) => {
    expect(pollRules.goal({ ...none, goal })).toBe(expected);
  });

  it("refuses hidden characters in a remark, allowing line breaks, with the server's message", () => {
    expect(pollRules.remarks({ ...none, additionalRemarks: 'Dziękuję!\n\tDziała' })).toBe(true);
    expect(pollRules.remarks({ ...none, additionalRemarks: 'tekst\u001b[2J' })).toBe(
      'Pole „Uwagi” zawiera niewidoczne znaki lub znaki sterujące kierunkiem tekstu',
    );
  });

  it('allows a remark of up to 500 characters', () => {
    expect(pollRules.remarks({ ...none, additionalRemarks: 'x'.repeat(500) })).toBe(true);
    expect(pollRules.remarks({ ...none, additionalRemarks: 'x'.repeat(501) })).toBe('Maksymalna długość: 500');
  });

  it('is complete with a purpose, one goal answer and a remark within the limit', () => {
    expect(pollAnswersComplete({ ...none, plannedCheckTarget: true, goal: 'no' })).toBe(true);
    expect(pollAnswersComplete({ ...none, plannedCheckTarget: true })).toBe(false);
    expect(pollAnswersComplete({ ...none, goal: 'yes' })).toBe(false);
    expect(pollAnswersComplete({ ...none, plannedCheckTarget: true, goal: 'yes', additionalRemarks: 'x'.repeat(501) })).toBe(false);
  });
});

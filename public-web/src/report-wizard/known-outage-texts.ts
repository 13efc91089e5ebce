// Step 5's "we already know" texts (docs/report-wizard.md). Kept apart from wizard-texts.ts, which the
// spec's texts fill, so this addition reads as one block.
import type { KnownOutage } from './report-api';

export const knownOutageTexts = {
  title: 'Wiemy już o tym wyłączeniu',
  intro: {
    PLANNED: 'Twoje zgłoszenie dotyczy miejsca, w którym prowadzimy zaplanowane prace.',
    EXTENSIVE: 'Twoje zgłoszenie dotyczy obszaru rozległej awarii: nasze ekipy już pracują.',
    FAILURE: 'Twoje zgłoszenie dotyczy awarii, którą już usuwamy.',
  } satisfies Record<KnownOutage['kind'], string>,
  kindLabel: 'Rodzaj',
  kind: { PLANNED: 'Prace planowane', EXTENSIVE: 'Rozległa awaria', FAILURE: 'Awaria' } satisfies Record<KnownOutage['kind'], string>,
  start: 'Początek',
  end: { PLANNED: 'Planowany koniec', EXTENSIVE: 'Szacowany koniec', FAILURE: 'Szacowany koniec' } satisfies Record<KnownOutage['kind'], string>,
  unknown: 'Brak informacji',
  cause: 'Przyczyna',
  reports: 'Zgłoszenia',
  reportsCount: (n: number) => (n <= 1 ? 'Twoje jest pierwsze' : `${n} (z Twoim)`),
  card: 'Zobacz, co wiemy o tym adresie',

  followUp: {
    legend: 'Powiadom mnie, gdy prąd wróci',
    intro: 'Wyślemy jedną wiadomość, gdy to wyłączenie się zakończy — na dane kontaktowe podane w zgłoszeniu. Konto nie jest potrzebne.',
    email: 'E-mailem (na adres podany w zgłoszeniu)',
    sms: 'SMS-em (na numer zapisany w Twoim koncie, gdy zgłaszasz po zalogowaniu)',
    consent:
      'Zgadzam się na jednorazowe powiadomienie o przywróceniu zasilania na podane w zgłoszeniu dane kontaktowe. Wiadomość zawiera link do rezygnacji; dane usuwamy razem z danymi zgłoszenia.',
    privacyLink: 'Polityka prywatności',
    submit: 'Powiadom mnie, gdy prąd wróci',
    sending: 'Zapisywanie…',
    missingChannel: 'Wybierz e-mail lub SMS.',
    missingConsent: 'Zaznacz zgodę, aby zamówić powiadomienie.',
    done: (channels: readonly string[]) =>
      `Gotowe. Powiadomimy Cię ${channels.map((c) => (c === 'EMAIL' ? 'e-mailem' : 'SMS-em')).join(' i ')}, gdy prąd wróci.`,
    failed: 'Nie udało się zamówić powiadomienia. Spróbuj ponownie.',
  },
} as const;

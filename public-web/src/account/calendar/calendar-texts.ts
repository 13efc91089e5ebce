/** The Polish texts of an address's calendar link. */
export const calendarTexts = {
  toggle: 'Kalendarz wyłączeń',
  intro: 'Dodaj planowane wyłączenia pod tym adresem do swojego kalendarza. Zmiany i odwołania pojawią się w nim same.',
  create: 'Utwórz link do kalendarza',
  createAgain: 'Utwórz nowy link',
  activeHidden:
    'Link do kalendarza jest włączony. Ze względów bezpieczeństwa nie pokazujemy go ponownie: utwórz nowy link (poprzedni przestanie działać) albo wyłącz go.',
  urlLabel: 'Link do kalendarza',
  copy: 'Kopiuj link',
  copied: 'Skopiowano link',
  webcal: 'Otwórz w aplikacji kalendarza',
  revoke: 'Wyłącz link',
  revoked: 'Link wyłączony. Subskrypcje z tym linkiem przestaną się odświeżać.',
  failed: 'Nie udało się. Spróbuj ponownie.',
  secret: 'Każdy, kto zna ten link, zobaczy wyłączenia pod tym adresem. Nie udostępniaj go.',
  howTo: [
    'Google Kalendarz: Inne kalendarze → „+” → Z adresu URL → wklej link.',
    'Apple Kalendarz: Plik → Nowa subskrypcja kalendarza → wklej link (na iPhonie: Ustawienia → Kalendarz → Konta → Dodaj konto → Inne → Dodaj subskrybowany kalendarz).',
    'Outlook: Dodaj kalendarz → Subskrybuj z sieci Web → wklej link.',
  ],
} as const;

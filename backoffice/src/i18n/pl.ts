import type { AppMessages } from './en';

// The app's Polish texts (spec §8 for the messages). `satisfies AppMessages`: a key missing here or
// misspelt fails to compile.
export const plAppMessages = {
  app: {
    title: 'Panel pracownika',
    roles: {
      ADMIN: 'Administrator',
      DISPATCHER: 'Mistrz prac planowych',
      ACCEPTER: 'Akceptujący',
      CALLCENTER: 'Call Center',
      PUBLIC: 'Użytkownik portalu',
    },
    menu: {
      users: 'Użytkownicy',
      areas: 'Obszary',
      maintenance: 'Przerwa serwisowa',
      planned_my: 'Moje planowane wyłączenia',
      planned_all: 'Wszystkie planowane wyłączenia',
      planned: 'Planowane wyłączenia',
      account: 'Moje konto',
      logout: 'Wyloguj',
    },
    pages: {
      areas: 'Obszary',
      maintenance: 'Przerwa serwisowa',
      master_panel: 'Planowane wyłączenia - panel mistrza',
      accepter_panel: 'Planowane wyłączenia - panel akceptującego',
      callcenter_panel: 'Planowane wyłączenia',
    },
    guard: {
      checking: 'Sprawdzanie sesji',
      unreachable: 'Nie udało się sprawdzić sesji. Sprawdź połączenie i spróbuj ponownie.',
      retry: 'Spróbuj ponownie',
    },
    login: {
      title: 'Logowanie pracownika',
      login: 'Login (e-mail)',
      password: 'Hasło',
      submit: 'Zaloguj',
      remind_password: 'Nie pamiętasz hasła?',
      registration_notice:
        'Konta pracowników zakłada administrator. Jeśli potrzebujesz konta, skontaktuj się z administratorem.',
      failed: 'Niepoprawne dane logowania',
      blocked: 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.',
    },
    account: {
      title: 'Moje konto',
      role: 'Rola',
      full_name: 'Imię i nazwisko',
      email: 'E-mail',
      phone: 'Telefon',
      no_phone: 'Nie podano numeru telefonu.',
      not_signed_in: 'Nie jesteś zalogowany.',
    },
    validation: {
      required: 'Pole obowiązkowe',
      email: 'Wpisz poprawny email',
      min_length: 'Wymagana długość: %{min}',
      max_length: 'Maksymalna długość: %{max}',
      phone: 'Numer telefonu może zawierać wyłącznie cyfry, spacje i znak + (maks. 20 znaków)',
      password:
        'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny',
    },
    errors: {
      forbidden: 'Nie masz wystarczających uprawnień',
      unexpected: 'Wystąpił nieoczekiwany błąd',
    },
    confirm: {
      title: 'Na pewno?',
      yes: 'Tak',
      cancel: 'Anuluj',
    },
  },
  resources: {
    users: {
      name: 'Użytkownik |||| Użytkownicy |||| Użytkowników',
      fields: {
        id: 'Numer',
        systemRole: 'Rola',
        fullName: 'Imię i nazwisko',
        email: 'E-mail',
        phone: 'Telefon',
        deleted: 'Usunięty',
        password: 'Hasło początkowe',
      },
      list: {
        title: 'Użytkownicy',
        empty: 'Nie znaleziono użytkowników.',
        loading: 'Ładowanie użytkowników. Proszę czekać.',
      },
      create: {
        title: 'Dodaj użytkownika',
        password_help: 'Opcjonalne. Bez hasła użytkownik ustawi je sam przez przypomnienie hasła.',
      },
      edit: {
        title: 'Edytuj użytkownika',
      },
      actions: {
        add: 'Dodaj użytkownika',
        edit: 'Edytuj',
        delete: 'Usuń',
        restore: 'Przywróć',
        delete_or_restore: 'Usuń / przywróć',
      },
      notifications: {
        saved: 'Zapisano dane użytkownika',
        duplicate_email: 'Użytkownik o podanym adresie email już istnieje',
      },
    },
  },
} satisfies AppMessages;

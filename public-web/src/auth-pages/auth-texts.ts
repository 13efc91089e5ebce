// Texts of the sign-up and password screens (spec §2 account and auth screens, §4, §8). Kept next
// to the screens, which load on demand, rather than in texts.ts, which every visit downloads.
// Texts quoted by the spec are verbatim.

export const authTexts = {
  backToLogin: 'Wróć do logowania',
  unknownError: 'Wystąpił nieznany błąd',

  register: {
    title: 'Rejestracja',
    intro: 'Załóż konto w portalu, aby otrzymywać informacje o awariach i wyłączeniach prądu tam, gdzie ich potrzebujesz.',
    benefitsTitle: 'Co zyskujesz?',
    benefits: [
      'Powiadomienia SMS i e-mail o awariach i planowanych wyłączeniach',
      'Obserwowanie wielu lokalizacji jednocześnie',
      'Podgląd własnych zgłoszeń awarii',
    ],
    fullName: 'Imię i nazwisko',
    email: 'E-mail',
    password: 'Hasło',
    passwordHint: 'Co najmniej 8 znaków: mała i duża litera, cyfra oraz znak specjalny.',
    submit: 'Zarejestruj się',
    submitting: 'Rejestracja…',
    haveAccount: 'Masz już konto?',
    login: 'Zaloguj się',
    dataProtection: 'Informacja o ochronie danych osobowych',
    // Spec §8, verbatim
    success: 'Konto zostało utworzone. Aby się zalogować potwierdź swój adres email.',
    failure: 'Nie udało się utworzyć konta. Sprawdź, czy nie posiadasz już konta w Portalu.',
    doneTitle: 'Sprawdź swoją skrzynkę',
    doneText: (email: string) => `Wysłaliśmy wiadomość na adres ${email}. Kliknij link w wiadomości, aby potwierdzić adres e-mail. Link jest ważny 48 godzin.`,
    doneSpam: 'Jeśli wiadomość nie dotarła w ciągu kilku minut, sprawdź folder spam.',
    toMap: 'Przejdź do mapy',
  },

  remind: {
    title: 'Przypomnienie hasła',
    intro: 'Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła.',
    email: 'E-mail',
    submit: 'Wyślij link',
    submitting: 'Wysyłanie…',
    sentTitle: 'Link został wysłany',
    sentText: (email: string) => `Jeśli w portalu istnieje konto o adresie ${email}, wysłaliśmy na nie link do zmiany hasła. Link jest ważny 1 godzinę.`,
    hintsTitle: 'Nie widzisz wiadomości?',
    hintSpam: 'Sprawdź folder spam lub wiadomości niechciane.',
    hintAddress: 'Sprawdź, czy adres e-mail został wpisany poprawnie.',
    again: 'Wyślij ponownie',
    tooMany: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
  },

  changePassword: {
    title: 'Ustaw nowe hasło',
    newPassword: 'Nowe hasło',
    repeatPassword: 'Powtórz nowe hasło',
    submit: 'Zmień hasło',
    submitting: 'Zapisywanie…',
    // Spec §8, verbatim
    success: 'Hasło zostało zmienione.',
    failure: 'Nie udało się zmienić hasła.',
    failureHint: 'Link mógł wygasnąć (jest ważny 1 godzinę) lub został już użyty.',
    retry: 'Spróbuj ponownie',
    newLink: 'Wyślij nowy link',
    login: 'Zaloguj się',
  },

  confirmEmail: {
    title: 'Potwierdzenie adresu e-mail',
    checking: 'Potwierdzanie adresu e-mail…',
    // Spec §2, verbatim
    success: 'Adres e-mail został potwierdzony.',
    failure: 'Nie udało się potwierdzić adresu e-mail.',
    failureHint: 'Link mógł wygasnąć (jest ważny 48 godzin) lub został już użyty. Spróbuj się zalogować; jeśli się nie uda, zarejestruj się ponownie.',
    login: 'Zaloguj się',
  },

  stopEmail: {
    title: 'Rezygnacja z powiadomień e-mail',
    // Spec §2 and §8, verbatim
    question: 'Czy na pewno chcesz zrezygnować z powiadomień email?',
    confirm: 'Tak, rezygnuję',
    cancel: 'Anuluj',
    working: 'Wyłączanie powiadomień…',
    success: 'Powiadomienia mailowe zostały wyłączone.',
    failure: 'Coś poszło nie tak. Skontaktuj się z administratorem systemu.',
    toMap: 'Przejdź do mapy',
  },
} as const;

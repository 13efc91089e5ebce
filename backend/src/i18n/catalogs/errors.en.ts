/**
 * Server messages a person reads on the public site (the error shape's `message` and `errors`), in English. The key is
 * the Polish text the code throws, as ICU MessageFormat where it carries a value; the Polish text is the source and is
 * never changed here.
 */
export const ERRORS_EN: Readonly<Record<string, string>> = {
  // The generic answers (common/api-error.ts ERROR_MESSAGES).
  'Niepoprawne dane': 'Some of the data is not valid',
  'Niepoprawny format danych (JSON)': 'The data is not in a valid format (JSON)',
  'Niepoprawny adres: błędne kodowanie znaków': 'Invalid address: wrong character encoding',
  'Nieprawidłowe kodowanie znaków (wymagane UTF-8)': 'Invalid character encoding (UTF-8 is required)',
  'Przesłane dane są zbyt duże': 'The data you sent is too large',
  'Nie znaleziono': 'Not found',
  'Nie znaleziono zasobu': 'The page or item was not found',
  'Brak autoryzacji': 'You need to sign in',
  // A staff account at the public sign-in when staff sign in only through the operator's provider (auth.service.ts).
  'Pracownicy nie logują się hasłem. Użyj przycisku „Zaloguj przez {provider}”.':
    'Staff do not sign in with a password. Use the “Zaloguj przez {provider}” button on the staff sign-in page.',
  'Nie masz wystarczających uprawnień': 'You do not have permission to do this',
  'Zbyt wiele żądań. Spróbuj ponownie za chwilę.': 'Too many requests. Please try again in a moment.',
  'Wystąpił nieoczekiwany błąd': 'An unexpected error occurred',
  'Nieobsługiwany typ danych': 'Unsupported data type',
  'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.': 'The service is temporarily unavailable. Please try again in a moment.',
  // Field validation (VALIDATION_MESSAGES, FIELD_MESSAGES).
  'Pole obowiązkowe': 'This field is required',
  'Wpisz poprawny email': 'Enter a valid e-mail address',
  'Maksymalna długość: {max}': 'Maximum length: {max}',
  'Wymagana długość: {min}': 'Minimum length: {min}',
  'Minimalna wartość: {min}': 'Minimum value: {min}',
  'Maksymalna wartość: {max}': 'Maximum value: {max}',
  'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny':
    'The password needs at least 8 characters, with a lower-case and an upper-case letter, a digit and a special character',
  'Nieznane pole': 'Unknown field',
  'Wartość musi być tekstem': 'The value must be text',
  'Wartość musi być liczbą całkowitą': 'The value must be a whole number',
  'Wartość musi być wartością logiczną (true/false)': 'The value must be true or false',
  'Wartość musi być obiektem': 'The value must be an object',
  'Wartość musi być listą': 'The value must be a list',
  'Wartość musi być datą i godziną w formacie ISO 8601': 'The value must be a date and time in ISO 8601 format',
  'Dozwolone wartości: {values}': 'Allowed values: {values}',
  'Numer telefonu może zawierać wyłącznie cyfry, spacje i znak + (maks. 20 znaków)':
    'A phone number may contain only digits, spaces and + (up to 20 characters)',
  'Wartość zawiera niedozwolony znak (NUL)': 'The value contains a character that is not allowed (NUL)',
  'Wartość zawiera nieprawidłowo zakodowany znak (niesparowany surogat UTF-16)':
    'The value contains a wrongly encoded character (an unpaired UTF-16 surrogate)',
  'Wartość nie jest poprawnym tekstem UTF-8': 'The value is not valid UTF-8 text',
  'Dane są zbyt głęboko zagnieżdżone': 'The data is nested too deeply',
  'Podaj datę i godzinę w formacie ISO 8601 ze strefą czasową (np. 2026-12-01T08:00:00Z)':
    'Enter a date and time in ISO 8601 format with a time zone (e.g. 2026-12-01T08:00:00Z)',
  'Podaj datę w formacie RRRR-MM-DD': 'Enter a date in the format YYYY-MM-DD',
  // The report wizard (REPORT_MESSAGES) and the captcha.
  'Wpisz poprawny kod pocztowy': 'Enter a valid postcode',
  'Identyfikator zgłoszenia nadaje serwer: pomiń to pole': 'The server gives the report its identifier: leave this field out',
  'Zbyt krótki numeru telefonu': 'The phone number is too short',
  'Niepoprawny numeru telefonu': 'This phone number is not valid',
  'Zaznacz zgodę na przetwarzanie danych osobowych': 'Tick the box to agree to the processing of your personal data',
  'Adres obsługiwany przez innego Operatora Sieci Dystrybucyjnej.': 'This address is served by another distribution system operator.',
  'Wysłano zbyt wiele zgłoszeń w krótkim czasie. Spróbuj ponownie za kilka minut.':
    'Too many reports were sent in a short time. Please try again in a few minutes.',
  'Wymagane potwierdzenie': 'Please confirm',
  'Wybierz jedną odpowiedź': 'Choose one answer',
  'Nagłówek Idempotency-Key: od 8 do 64 znaków (litery, cyfry, - i _)': 'Idempotency-Key header: 8 to 64 characters (letters, digits, - and _)',
  'Ten klucz Idempotency-Key został już użyty dla innego zgłoszenia. Wyślij zgłoszenie ponownie z nowym kluczem.':
    'This Idempotency-Key has already been used for another report. Send your report again with a new key.',
  'Weryfikacja captcha nie powiodła się. Spróbuj ponownie.': 'The captcha check did not succeed. Please try again.',
  'Weryfikacja captcha jest chwilowo niedostępna. Spróbuj ponownie za chwilę.': 'The captcha check is temporarily unavailable. Please try again in a moment.',
  // Sign-in and the account.
  'Niepoprawne dane logowania': 'The e-mail address or password is incorrect',
  'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.': 'Too many sign-in attempts: the account is locked for a while.',
  'Sesja wygasła. Zaloguj się ponownie.': 'Your session has expired. Please sign in again.',
  'Niepoprawne bieżące hasło': 'Your current password is incorrect',
  'Adres e-mail nie został jeszcze potwierdzony. Kliknij link w wiadomości, którą wysłaliśmy.':
    'Your e-mail address is not confirmed yet. Click the link in the message we sent you.',
  'Podany e-mail jest używany': 'This e-mail address is already in use',
  'Link do wyłączenia powiadomień jest nieprawidłowy lub nieaktualny.': 'The link to switch off alerts is not valid or no longer current.',
  'Nie znaleziono użytkownika': 'User not found',
  'Nie udało się wysłać wiadomości. Spróbuj ponownie później.': 'We could not send the message. Please try again later.',
  'Powiadomienia wymagają zgody na przetwarzanie danych osobowych': 'Alerts need your consent to the processing of your personal data',
  // Watched addresses and the address check.
  'Adres nieobsługiwany': 'We do not serve this address',
  'Nie znaleziono adresu': 'Address not found',
  'Nie znaleziono takiego adresu. Wybierz adres z listy podpowiedzi.': 'We could not find this address. Choose one from the suggestions.',
  'Potwierdź, że jesteś odbiorcą energii elektrycznej pod wskazanym adresem': 'Confirm that you receive electricity at this address',
  'Ten adres jest już na liście Twoich adresów': 'This address is already on your list',
  'Możesz obserwować najwyżej {max} adresów. Usuń któryś, aby dodać nowy.': 'You can watch at most {max} addresses. Remove one to add another.',
  'Podaj współrzędne punktu: lat i lng': 'Give the point’s coordinates: lat and lng',
  'Parametr {name} może wystąpić tylko raz': 'The {name} parameter may appear only once',
  'Współrzędna musi być liczbą dziesiętną, np. 52.2297': 'A coordinate must be a decimal number, e.g. 52.2297',
  'Punkt leży poza granicami Polski': 'The point lies outside Poland',
  'Podaj ulicę (street) i numer domu (houseNumber) razem': 'Give the street (street) and the house number (houseNumber) together',
  'Wartość jest za długa': 'The value is too long',
  // Browser notifications, follow-ups, "Is your power back?", priority declarations, calendars, the survey.
  'Nieobsługiwana usługa powiadomień przeglądarki': 'This browser push service is not supported',
  'Niepoprawne klucze subskrypcji powiadomień': 'The push subscription keys are not valid',
  'Zaznacz zgodę na powiadomienie o przywróceniu zasilania': 'Tick the box to agree to be told when power is back',
  'Wybierz e-mail lub SMS': 'Choose e-mail or text message',
  'To zgłoszenie nie należy do tej sesji: nie można zamówić dla niego powiadomienia.':
    'This report does not belong to this session: you cannot ask for an alert about it.',
  'SMS wysyłamy tylko na numer zapisany w Twoim koncie, gdy zgłoszenie wysłano po zalogowaniu. Wybierz e-mail.':
    'We send SMS only to the number saved in your account, for a report sent while signed in. Choose e-mail.',
  'Nie znaleziono zgłoszenia albo jego dane kontaktowe zostały już usunięte.': 'The report was not found, or its contact details have already been deleted.',
  'Nie widzimy już wyłączenia w tym miejscu: zasilanie mogło zostać przywrócone. Jeśli nadal nie masz prądu, zgłoś to ponownie.':
    'We no longer see an outage at this place: power may have been restored. If you still have no power, report it again.',
  'Ten link jest nieprawidłowy: sprawdź, czy otwierasz go w całości z wiadomości.':
    'This link is not valid: check that you open the whole link from the message.',
  'Nie znaleziono pytania z tego linku albo konto, do którego należał, zostało usunięte.':
    'The question behind this link was not found, or the account it belonged to has been deleted.',
  'Ten link został już użyty: Twoje zgłoszenie przyjęliśmy wcześniej.': 'This link has already been used: we received your report earlier.',
  'Ten link wygasł (działa przez 24 godziny). Jeśli nadal nie masz prądu, zgłoś awarię przez Portal.':
    'This link has expired (it works for 24 hours). If you still have no power, report a failure on the portal.',
  'Deklaracja wymaga wyraźnej zgody na przetwarzanie danych o stanie zdrowia': 'The declaration needs your explicit consent to the processing of health data',
  'Treść zgody zmieniła się. Odśwież stronę i przeczytaj ją ponownie.': 'The consent text has changed. Refresh the page and read it again.',
  'Opisz krótko urządzenie': 'Describe the device briefly',
  'Brak deklaracji dla tego adresu': 'There is no declaration for this address',
  'Nie ma takiego kalendarza. Link mógł zostać wyłączony.': 'There is no such calendar. The link may have been switched off.',
  'Wybierz co najmniej jeden cel wizyty': 'Choose at least one reason for your visit',
  'Wybierz jedną odpowiedź: tak albo nie': 'Choose one answer: yes or no',
};

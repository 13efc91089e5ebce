/**
 * Server messages a person reads on the public site (the error shape's `message` and `errors`), in Ukrainian. The key is
 * the Polish text the code throws, as ICU MessageFormat where it carries a value; the Polish text is the source and is
 * never changed here. Polite plural address ("ви"), as Ukrainian public services write.
 */
export const ERRORS_UK: Readonly<Record<string, string>> = {
  // The generic answers (common/api-error.ts ERROR_MESSAGES).
  'Niepoprawne dane': 'Дані введено неправильно',
  'Niepoprawny format danych (JSON)': 'Неправильний формат даних (JSON)',
  'Niepoprawny adres: błędne kodowanie znaków': 'Неправильна адреса: помилкове кодування символів',
  'Nieprawidłowe kodowanie znaków (wymagane UTF-8)': 'Неправильне кодування символів (потрібне UTF-8)',
  'Przesłane dane są zbyt duże': 'Надіслані дані завеликі',
  'Nie znaleziono': 'Не знайдено',
  'Nie znaleziono zasobu': 'Сторінку або дані не знайдено',
  'Brak autoryzacji': 'Потрібно увійти',
  // A staff account at the public sign-in when staff sign in only through the operator's provider (auth.service.ts).
  'Pracownicy nie logują się hasłem. Użyj przycisku „Zaloguj przez {provider}”.':
    'Працівники не входять за паролем. Скористайтеся кнопкою «Zaloguj przez {provider}».',
  'Nie masz wystarczających uprawnień': 'У вас немає прав на цю дію',
  'Zbyt wiele żądań. Spróbuj ponownie za chwilę.': 'Забагато запитів. Спробуйте ще раз за хвилину.',
  'Wystąpił nieoczekiwany błąd': 'Сталася неочікувана помилка',
  'Nieobsługiwany typ danych': 'Непідтримуваний тип даних',
  'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.': 'Сервіс тимчасово недоступний. Спробуйте ще раз за хвилину.',
  // Field validation (VALIDATION_MESSAGES, FIELD_MESSAGES).
  'Pole obowiązkowe': 'Обов’язкове поле',
  'Wpisz poprawny email': 'Введіть правильну адресу e-mail',
  'Maksymalna długość: {max}': 'Максимальна довжина: {max}',
  'Wymagana długość: {min}': 'Мінімальна довжина: {min}',
  'Minimalna wartość: {min}': 'Мінімальне значення: {min}',
  'Maksymalna wartość: {max}': 'Максимальне значення: {max}',
  'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny':
    'Пароль має містити щонайменше 8 символів, малу й велику літеру, цифру та спеціальний символ',
  'Nieznane pole': 'Невідоме поле',
  'Wartość musi być tekstem': 'Значення має бути текстом',
  'Wartość musi być liczbą całkowitą': 'Значення має бути цілим числом',
  'Wartość musi być wartością logiczną (true/false)': 'Значення має бути логічним (true/false)',
  'Wartość musi być obiektem': 'Значення має бути об’єктом',
  'Wartość musi być listą': 'Значення має бути списком',
  'Wartość musi być datą i godziną w formacie ISO 8601': 'Значення має бути датою й часом у форматі ISO 8601',
  'Dozwolone wartości: {values}': 'Допустимі значення: {values}',
  'Numer telefonu może zawierać wyłącznie cyfry, spacje i znak + (maks. 20 znaków)':
    'Номер телефону може містити лише цифри, пробіли та знак + (до 20 символів)',
  'Wartość zawiera niedozwolony znak (NUL)': 'Значення містить недопустимий символ (NUL)',
  'Wartość zawiera nieprawidłowo zakodowany znak (niesparowany surogat UTF-16)': 'Значення містить неправильно закодований символ (непарний сурогат UTF-16)',
  'Wartość nie jest poprawnym tekstem UTF-8': 'Значення не є правильним текстом UTF-8',
  'Dane są zbyt głęboko zagnieżdżone': 'Дані вкладені надто глибоко',
  'Podaj datę i godzinę w formacie ISO 8601 ze strefą czasową (np. 2026-12-01T08:00:00Z)':
    'Вкажіть дату й час у форматі ISO 8601 з часовим поясом (наприклад, 2026-12-01T08:00:00Z)',
  'Podaj datę w formacie RRRR-MM-DD': 'Вкажіть дату у форматі РРРР-ММ-ДД',
  // The report wizard (REPORT_MESSAGES) and the captcha.
  'Wpisz poprawny kod pocztowy': 'Введіть правильний поштовий індекс',
  'Identyfikator zgłoszenia nadaje serwer: pomiń to pole': 'Ідентифікатор повідомлення присвоює сервер: пропустіть це поле',
  'Zbyt krótki numeru telefonu': 'Номер телефону закороткий',
  'Niepoprawny numeru telefonu': 'Неправильний номер телефону',
  'Zaznacz zgodę na przetwarzanie danych osobowych': 'Позначте згоду на обробку персональних даних',
  'Adres obsługiwany przez innego Operatora Sieci Dystrybucyjnej.': 'Цю адресу обслуговує інший оператор системи розподілу.',
  'Wysłano zbyt wiele zgłoszeń w krótkim czasie. Spróbuj ponownie za kilka minut.':
    'Надіслано забагато повідомлень за короткий час. Спробуйте ще раз за кілька хвилин.',
  'Wymagane potwierdzenie': 'Потрібне підтвердження',
  'Wybierz jedną odpowiedź': 'Виберіть одну відповідь',
  'Nagłówek Idempotency-Key: od 8 do 64 znaków (litery, cyfry, - i _)': 'Заголовок Idempotency-Key: від 8 до 64 символів (літери, цифри, - і _)',
  'Ten klucz Idempotency-Key został już użyty dla innego zgłoszenia. Wyślij zgłoszenie ponownie z nowym kluczem.':
    'Цей ключ Idempotency-Key уже використано для іншого повідомлення. Надішліть повідомлення ще раз із новим ключем.',
  'Weryfikacja captcha nie powiodła się. Spróbuj ponownie.': 'Перевірка captcha не вдалася. Спробуйте ще раз.',
  'Weryfikacja captcha jest chwilowo niedostępna. Spróbuj ponownie za chwilę.': 'Перевірка captcha тимчасово недоступна. Спробуйте ще раз за хвилину.',
  // Sign-in and the account.
  'Niepoprawne dane logowania': 'Неправильні дані для входу',
  'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.': 'Забагато спроб входу, обліковий запис тимчасово заблоковано.',
  'Sesja wygasła. Zaloguj się ponownie.': 'Сеанс завершився. Увійдіть знову.',
  'Niepoprawne bieżące hasło': 'Неправильний поточний пароль',
  'Adres e-mail nie został jeszcze potwierdzony. Kliknij link w wiadomości, którą wysłaliśmy.':
    'Адресу e-mail ще не підтверджено. Натисніть посилання в листі, який ми вам надіслали.',
  'Podany e-mail jest używany': 'Ця адреса e-mail вже використовується',
  'Link do wyłączenia powiadomień jest nieprawidłowy lub nieaktualny.': 'Посилання для вимкнення сповіщень недійсне або застаріле.',
  'Nie znaleziono użytkownika': 'Користувача не знайдено',
  'Nie udało się wysłać wiadomości. Spróbuj ponownie później.': 'Не вдалося надіслати лист. Спробуйте ще раз пізніше.',
  'Powiadomienia wymagają zgody na przetwarzanie danych osobowych': 'Для сповіщень потрібна згода на обробку персональних даних',
  // Watched addresses and the address check.
  'Adres nieobsługiwany': 'Ця адреса не обслуговується',
  'Nie znaleziono adresu': 'Адресу не знайдено',
  'Nie znaleziono takiego adresu. Wybierz adres z listy podpowiedzi.': 'Такої адреси не знайдено. Виберіть адресу зі списку підказок.',
  'Potwierdź, że jesteś odbiorcą energii elektrycznej pod wskazanym adresem': 'Підтвердьте, що ви споживач електроенергії за вказаною адресою',
  'Ten adres jest już na liście Twoich adresów': 'Ця адреса вже є у вашому списку',
  'Możesz obserwować najwyżej {max} adresów. Usuń któryś, aby dodać nowy.': 'Можна стежити щонайбільше за {max} адресами. Видаліть одну, щоб додати нову.',
  'Podaj współrzędne punktu: lat i lng': 'Вкажіть координати точки: lat і lng',
  'Parametr {name} może wystąpić tylko raz': 'Параметр {name} можна вказати лише один раз',
  'Współrzędna musi być liczbą dziesiętną, np. 52.2297': 'Координата має бути десятковим числом, наприклад 52.2297',
  'Punkt leży poza granicami Polski': 'Точка лежить за межами Польщі',
  'Podaj ulicę (street) i numer domu (houseNumber) razem': 'Вкажіть вулицю (street) і номер будинку (houseNumber) разом',
  'Wartość jest za długa': 'Значення задовге',
  // Browser notifications, follow-ups, "Is your power back?", priority declarations, calendars, the survey.
  'Nieobsługiwana usługa powiadomień przeglądarki': 'Ця служба сповіщень браузера не підтримується',
  'Niepoprawne klucze subskrypcji powiadomień': 'Неправильні ключі підписки на сповіщення',
  'Zaznacz zgodę na powiadomienie o przywróceniu zasilania': 'Позначте згоду на сповіщення про відновлення електропостачання',
  'Wybierz e-mail lub SMS': 'Виберіть e-mail або SMS',
  'To zgłoszenie nie należy do tej sesji: nie można zamówić dla niego powiadomienia.':
    'Це повідомлення не належить до цього сеансу: для нього не можна замовити сповіщення.',
  'SMS wysyłamy tylko na numer zapisany w Twoim koncie, gdy zgłoszenie wysłano po zalogowaniu. Wybierz e-mail.':
    'SMS ми надсилаємо лише на номер, збережений у вашому обліковому записі, якщо повідомлення надіслано після входу. Виберіть електронну пошту.',
  'Nie znaleziono zgłoszenia albo jego dane kontaktowe zostały już usunięte.': 'Повідомлення не знайдено, або його контактні дані вже видалено.',
  'Nie widzimy już wyłączenia w tym miejscu: zasilanie mogło zostać przywrócone. Jeśli nadal nie masz prądu, zgłoś to ponownie.':
    'Ми вже не бачимо відключення в цьому місці: електропостачання, можливо, відновлено. Якщо у вас досі немає світла, повідомте про це ще раз.',
  'Ten link jest nieprawidłowy: sprawdź, czy otwierasz go w całości z wiadomości.':
    'Це посилання недійсне: перевірте, чи ви відкриваєте його з листа повністю.',
  'Nie znaleziono pytania z tego linku albo konto, do którego należał, zostało usunięte.':
    'Питання з цього посилання не знайдено, або обліковий запис, до якого воно належало, видалено.',
  'Ten link został już użyty: Twoje zgłoszenie przyjęliśmy wcześniej.': 'Це посилання вже використано: ваше повідомлення ми прийняли раніше.',
  'Ten link wygasł (działa przez 24 godziny). Jeśli nadal nie masz prądu, zgłoś awarię przez Portal.':
    'Термін дії посилання минув (воно діє 24 години). Якщо у вас досі немає світла, повідомте про аварію через портал.',
  'Deklaracja wymaga wyraźnej zgody na przetwarzanie danych o stanie zdrowia': 'Для декларації потрібна чітка згода на обробку даних про стан здоров’я',
  'Treść zgody zmieniła się. Odśwież stronę i przeczytaj ją ponownie.': 'Текст згоди змінився. Оновіть сторінку й прочитайте його ще раз.',
  'Opisz krótko urządzenie': 'Коротко опишіть пристрій',
  'Brak deklaracji dla tego adresu': 'Для цієї адреси немає декларації',
  'Nie ma takiego kalendarza. Link mógł zostać wyłączony.': 'Такого календаря немає. Можливо, посилання вимкнено.',
  'Wybierz co najmniej jeden cel wizyty': 'Виберіть щонайменше одну мету відвідування',
  'Wybierz jedną odpowiedź: tak albo nie': 'Виберіть одну відповідь: так або ні',
};

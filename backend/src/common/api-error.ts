/** The one error shape of every API answer that is not a success (CONVENTIONS: "One error shape everywhere"). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  /** Field path → Polish message; react-admin shows these under the fields. */
  errors?: Record<string, string>;
}

/** Polish texts for the generic answers, shown to people by both front ends. */
export const ERROR_MESSAGES = {
  validation: 'Niepoprawne dane',
  malformedJson: 'Niepoprawny format danych (JSON)',
  malformedUri: 'Niepoprawny adres: błędne kodowanie znaków',
  /** Bytes of a body or a query string that are not UTF-8 (docs/security.md "Text encoding"). */
  invalidEncoding: 'Nieprawidłowe kodowanie znaków (wymagane UTF-8)',
  payloadTooLarge: 'Przesłane dane są zbyt duże',
  notFound: 'Nie znaleziono',
  routeNotFound: 'Nie znaleziono zasobu',
  unauthorized: 'Brak autoryzacji',
  forbidden: 'Nie masz wystarczających uprawnień',
  tooManyRequests: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.',
  unexpected: 'Wystąpił nieoczekiwany błąd',
  unsupportedMediaType: 'Nieobsługiwany typ danych',
  /** The database is down, hung or overloaded (503 with Retry-After): the same request will work later. */
  serviceUnavailable: 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.',
} as const;

/** Polish validation messages (spec: shared messages), one place for every DTO. */
export const VALIDATION_MESSAGES = {
  required: 'Pole obowiązkowe',
  email: 'Wpisz poprawny email',
  max: (max: number) => `Maksymalna długość: ${max}`,
  min: (min: number) => `Wymagana długość: ${min}`,
  minValue: (min: number) => `Minimalna wartość: ${min}`,
  maxValue: (max: number) => `Maksymalna wartość: ${max}`,
  validPassword: 'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny',
  unknownField: 'Nieznane pole',
  notString: 'Wartość musi być tekstem',
  notInteger: 'Wartość musi być liczbą całkowitą',
  notBoolean: 'Wartość musi być wartością logiczną (true/false)',
  notObject: 'Wartość musi być obiektem',
  notArray: 'Wartość musi być listą',
  notDateTime: 'Wartość musi być datą i godziną w formacie ISO 8601',
  oneOf: (values: readonly string[]) => `Dozwolone wartości: ${values.join(', ')}`,
  phone: 'Numer telefonu może zawierać wyłącznie cyfry, spacje i znak + (maks. 20 znaków)',
  nulCharacter: 'Wartość zawiera niedozwolony znak (NUL)',
  loneSurrogate: 'Wartość zawiera nieprawidłowo zakodowany znak (niesparowany surogat UTF-16)',
  invalidEncoding: 'Wartość nie jest poprawnym tekstem UTF-8',
  tooDeep: 'Dane są zbyt głęboko zagnieżdżone',
} as const;

/**
 * The consent a person gives to declare a priority customer: health data (GDPR art. 9(1)), so only on the person's
 * explicit consent, art. 9(2)(a), separate from the account's data-processing consent. The text is versioned: the
 * version agreed to is stored with the declaration and in the consent history, and a declaration sent with an older
 * version than the one in force is refused (the person must see the text they agree to).
 */
export const PRIORITY_CONSENT_VERSION = '2026-11-24';

export const PRIORITY_CONSENT_TEXT = [
  'Wyrażam wyraźną zgodę na przetwarzanie danych o stanie zdrowia (art. 9 ust. 2 lit. a RODO): informacji, że osoba przebywająca pod wskazanym adresem korzysta z urządzenia zasilanego energią elektryczną, od którego zależy jej zdrowie (rodzaj urządzenia).',
  'Cel: abyśmy mogli uprzedzić o planowanych wyłączeniach wcześniej (7 dni przed) i wszystkimi kanałami (e-mail i SMS), od razu powiadomić o awarii oraz aby konsultanci Biura Obsługi Klienta mogli zadzwonić przed wyłączeniem lub w jego trakcie.',
  'Kto widzi te dane: wyłącznie konsultanci Biura Obsługi Klienta (imię i nazwisko, telefon, adres i rodzaj urządzenia, aby zadzwonić) oraz osoby akceptujące wyłączenia (tylko liczba takich odbiorców przy wyłączeniu). Każde otwarcie listy jest rejestrowane. Dane nie są publikowane ani przekazywane innym podmiotom.',
  'Jak długo: do wycofania zgody, usunięcia adresu z „Moich adresów” albo usunięcia konta — wtedy deklaracja jest usuwana od razu. Historia zgody (kiedy udzielona i wycofana) jest przechowywana razem z kontem jako dowód zgody.',
  'Zgodę możesz wycofać w każdej chwili w „Ustawieniach konta” (przycisk „Wycofaj zgodę i usuń deklarację”); wycofanie nie wpływa na zgodność z prawem przetwarzania przed wycofaniem. Deklaracja nie zastępuje zgłoszenia do operatora ani nie gwarantuje zasilania: przygotuj zasilanie awaryjne urządzenia.',
].join('\n\n');

/** What the person declares: the kind of equipment that needs electricity. */
export const PRIORITY_EQUIPMENT = ['OXYGEN', 'DIALYSIS', 'VENTILATION', 'OTHER'] as const;
export type PriorityEquipment = (typeof PRIORITY_EQUIPMENT)[number];

/** The short text for OTHER ('inne'). */
export const EQUIPMENT_NOTE_MAX = 100;

/** Polish names, for the call centre's list. */
export const EQUIPMENT_LABELS: Record<PriorityEquipment, string> = {
  OXYGEN: 'koncentrator tlenu',
  DIALYSIS: 'dializa domowa',
  VENTILATION: 'respirator / wentylacja',
  OTHER: 'inne',
};

/** How a declaration or its consent ended: the person, or the address or account it belonged to went. */
export type PriorityConsentSource = 'SETTINGS' | 'WITHDRAW' | 'ADDRESS_REMOVED';

export const PRIORITY_ERRORS = {
  consentRequired: 'Deklaracja wymaga wyraźnej zgody na przetwarzanie danych o stanie zdrowia',
  staleConsent: 'Treść zgody zmieniła się. Odśwież stronę i przeczytaj ją ponownie.',
  noteRequired: 'Opisz krótko urządzenie',
  addressNotFound: 'Nie znaleziono adresu',
  declarationNotFound: 'Brak deklaracji dla tego adresu',
} as const;

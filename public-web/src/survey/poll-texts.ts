// Texts of the survey page (/public/poll): in the page's own chunk, so the site's first load does not carry them.

export const pollTexts = {
  title: 'Ankieta',
  intro:
    'Dziękujemy, że chcesz nam pomóc. Ankieta jest anonimowa: zapisujemy tylko Twoje odpowiedzi i czas ich przesłania, bez danych osobowych i bez adresu IP.',
  purposeLegend: '1. W jakim celu odwiedziłeś dziś portal?',
  purposeHint: 'Zaznacz co najmniej jedną odpowiedź.',
  reportFailureTarget: 'Zgłoszenie awarii',
  failureCheckTarget: 'Sprawdzenie bieżących awarii',
  plannedCheckTarget: 'Sprawdzenie planowanych wyłączeń',
  goalLegend: '2. Czy udało Ci się osiągnąć cel wizyty?',
  goalYes: 'Tak',
  goalNo: 'Nie',
  remarksLabel: '3. Twoje uwagi (nieobowiązkowe)',
  remarksHint: (length: number, max: number) => `${length} z ${max} znaków`,
  captchaLegend: 'Potwierdź, że nie jesteś robotem',
  captchaLoading: 'Ładowanie weryfikacji…',
  captchaLoadFailed: 'Nie udało się załadować weryfikacji. Odśwież stronę i spróbuj ponownie.',
  submit: 'Prześlij odpowiedź',
  submitting: 'Przesyłanie…',
  missingIntro: 'Aby przesłać odpowiedź:',
  captchaMissing: 'Potwierdź, że nie jesteś robotem',
  // Spec §8
  success: 'Dziękujemy za Twoją odpowiedź!',
  error: 'Wystąpił nieoczekiwany błąd',
} as const;

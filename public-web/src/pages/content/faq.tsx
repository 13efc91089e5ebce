import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { texts } from '../../texts';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

const Hotline = () => <a href={texts.footer.hotlineHref}>{texts.footer.hotline}</a>;

/**
 * The FAQ (spec §2: 11 questions about outages; §9: the legal limits it states). The limits are those
 * of the Polish grid-code regulation for households and small businesses (connection groups IV–V).
 */
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'Jak zgłosić awarię zasilania?',
    answer: (
      <>
        <p>
          Na mapie wybierz „Dodaj zgłoszenie” albo kliknij miejsce na mapie i przejdź pięć krótkich kroków: lokalizacja, dane kontaktowe, opis, sprawdzenie i
          potwierdzenie. Konto nie jest potrzebne.
        </p>
        <p>
          Awarię możesz też zgłosić całodobowo pod numerem <Hotline />.
        </p>
      </>
    ),
  },
  {
    question: 'Co sprawdzić, zanim zgłoszę brak prądu?',
    answer: (
      <ul>
        <li>czy rachunki za energię są opłacone,</li>
        <li>czy w rozdzielnicy lub przy liczniku nie zadziałał bezpiecznik albo wyłącznik różnicowoprądowy,</li>
        <li>czy prąd mają sąsiedzi i części wspólne budynku (klatka schodowa, winda),</li>
        <li>czy na tablicy ogłoszeń w budynku nie ma informacji o zapowiedzianych pracach.</li>
      </ul>
    ),
  },
  {
    question: 'Skąd wiem, że awaria w mojej okolicy jest już znana?',
    answer: (
      <p>
        Mapa pokazuje zgłoszenia mieszkańców, potwierdzone awarie, planowane wyłączenia i obszary rozległych awarii. Jeśli Twój adres leży w zaznaczonym
        obszarze, już wiemy o problemie i pracujemy nad jego usunięciem – kolejne zgłoszenie nie jest potrzebne, choć możesz je dodać.
      </p>
    ),
  },
  {
    question: 'Jak długo może trwać jednorazowa przerwa w dostawie prądu?',
    answer: (
      <p>
        Według przepisów pojedyncza przerwa planowana może trwać najwyżej <strong>16 godzin</strong>, a przerwa nieplanowana (awaria) najwyżej{' '}
        <strong>24 godziny</strong>.
      </p>
    ),
  },
  {
    question: 'Ile godzin przerw w roku dopuszczają przepisy?',
    answer: (
      <p>
        Łączny czas przerw w ciągu roku nie może przekroczyć <strong>35 godzin</strong> dla przerw planowanych i <strong>48 godzin</strong> dla przerw
        nieplanowanych.
      </p>
    ),
  },
  {
    question: 'Z jakim wyprzedzeniem informujecie o planowanych wyłączeniach?',
    answer: (
      <p>
        O planowanym wyłączeniu informujemy co najmniej <strong>5 dni</strong> wcześniej: na mapie i na liście planowanych wyłączeń w tym portalu, a osobom z
        kontem – e-mailem lub SMS-em dla obserwowanych adresów.
      </p>
    ),
  },
  {
    question: 'Czym różni się przerwa długa od bardzo długiej?',
    answer: (
      <ul>
        <li>
          przerwa <strong>długa</strong> trwa od 3 minut do 12 godzin,
        </li>
        <li>
          przerwa <strong>bardzo długa</strong> trwa od 12 do 24 godzin.
        </li>
      </ul>
    ),
  },
  {
    question: 'Czy planowane wyłączenie może zostać odwołane lub przesunięte?',
    answer: (
      <p>
        Tak. Prace mogą zostać odwołane lub przesunięte, na przykład z powodu pogody, bez wcześniejszego uprzedzenia. Informacje w portalu mają charakter
        orientacyjny i mogą się zmieniać.
      </p>
    ),
  },
  {
    question: 'Jak dostawać powiadomienia o wyłączeniach pod moim adresem?',
    answer: (
      <p>
        Załóż konto, potwierdź adres e-mail, wyraź zgodę na powiadomienia, wybierz e-mail lub SMS i dodaj adresy, które chcesz obserwować. Szczegóły znajdziesz
        w <a href="/public/instrukcja_sms.pdf">instrukcji powiadomień SMS (PDF)</a> i w{' '}
        <a href="/public/regulamin_notyfikacje.pdf">regulaminie usługi powiadomień (PDF)</a>.
      </p>
    ),
  },
  {
    question: 'Co zrobić, gdy awaria zagraża życiu lub zdrowiu?',
    answer: (
      <p>
        Natychmiast zadzwoń pod numer <Hotline /> (pogotowie energetyczne, całą dobę) albo 112. Nie zbliżaj się do zerwanych przewodów ani uszkodzonych urządzeń
        – nawet jeśli wyglądają na pozbawione napięcia.
      </p>
    ),
  },
  {
    question: 'Jak trafne są podawane czasy usunięcia awarii?',
    answer: (
      <p>
        Co miesiąc publikujemy, ile awarii usunięto przed pierwszym podanym terminem, do 30 minut po nim i później, czy planowane wyłączenia odbyły się w
        zapowiadanych godzinach i ile obserwowanych adresów przekroczyło limity przerw w roku. Zobacz <Link to="/public/statystyki">statystyki</Link>.
      </p>
    ),
  },
  {
    question: 'Czy przysługuje mi rekompensata za zbyt długą przerwę?',
    answer: (
      <p>
        Jeśli przerwa trwała dłużej, niż pozwalają przepisy, przysługuje Ci bonifikata określona w przepisach taryfowych. Wniosek złóż u podmiotu, z którym masz
        umowę: u sprzedawcy energii (umowa kompleksowa) albo u operatora (umowa o świadczenie usług dystrybucji). Zobacz też{' '}
        <Link to="/public/about">informacje o portalu</Link>.
      </p>
    ),
  },
];

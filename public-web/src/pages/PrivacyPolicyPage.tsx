import { useDocumentTitle } from '../components/use-document-title';
import { useConsent } from '../consent/consent-context';
import { texts } from '../texts';
import { STORAGE_ITEMS } from './content/storage-items';

const WHERE = {
  cookie: 'plik cookie',
  localStorage: 'pamięć lokalna (localStorage)',
  sessionStorage: 'pamięć sesji (sessionStorage)',
  cacheStorage: 'pamięć podręczna strony (Cache Storage)',
} as const;

/** /public/privacy-policy (spec §2): what personal data the portal keeps, why, how long, and the visitor's rights. */
export default function PrivacyPolicyPage() {
  useDocumentTitle(texts.privacy.title);
  const { openSettings } = useConsent();
  return (
    <article className="page-section text-page" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{texts.privacy.title}</h1>
      <p className="lead">
        Ta strona wyjaśnia, jakie dane osobowe zbiera Portal awarii i wyłączeń, w jakim celu, jak długo je przechowujemy i jakie prawa Ci przysługują zgodnie z
        ogólnym rozporządzeniem o ochronie danych (RODO).
      </p>

      <h2>Administrator danych</h2>
      <p>
        Administratorem danych osobowych przetwarzanych w portalu jest Operator Systemu Dystrybucyjnego, który prowadzi ten portal (dalej: Operator,
        administrator danych). W sprawach danych osobowych możesz napisać do Operatora na adres jego siedziby lub skontaktować się z wyznaczonym przez niego
        inspektorem ochrony danych.
      </p>

      <h2>Jakie dane zbieramy, po co i jak długo</h2>
      <h3>Zgłoszenie awarii</h3>
      <p>
        Zbieramy imię i nazwisko, numer telefonu, adres e-mail, adres miejsca awarii (ulica, numer domu i mieszkania, kod pocztowy, miejscowość), jej położenie
        na mapie oraz opis. Potrzebujemy ich, aby usunąć awarię i skontaktować się z Tobą w sprawie zgłoszenia. Podstawą są obowiązki Operatora wynikające z
        ustawy – Prawo energetyczne (art. 6 ust. 1 lit. c RODO) oraz nasz prawnie uzasadniony interes w kontakcie ze zgłaszającym (art. 6 ust. 1 lit. f RODO).
      </p>
      <p>
        <strong>Dane osobowe zgłaszającego przechowujemy przez 90 dni</strong> od zgłoszenia: imię i nazwisko, numer telefonu i adres e-mail usuwamy
        automatycznie najpóźniej godzinę po upływie tego czasu. Samo zgłoszenie – miejsce, czas i opis awarii, już bez danych osobowych – zostaje w celach
        statystycznych. Aby ograniczyć liczbę zgłoszeń wysyłanych z jednego urządzenia w krótkim czasie, przez dobę przechowujemy też nieodwracalny skrót
        kryptograficzny adresu IP, z którego wysłano zgłoszenie (nie sam adres).
      </p>
      <p>
        Jeśli po zgłoszeniu wybierzesz <strong>„Powiadom mnie, gdy prąd wróci”</strong>, wyślemy jedną wiadomość (e-mail lub SMS) na dane kontaktowe podane w
        zgłoszeniu, gdy wyłączenie się zakończy. Podstawą jest Twoja zgoda, którą możesz wycofać linkiem w wiadomości. Zapamiętujemy wybrany kanał i czas zgody;
        usuwamy je razem z danymi osobowymi zgłoszenia (po 90 dniach) albo wcześniej, po kliknięciu linku rezygnacji.
      </p>

      <h3>Konto w portalu i powiadomienia</h3>
      <p>
        Zbieramy imię i nazwisko, adres e-mail, numer telefonu (przy powiadomieniach SMS), obserwowane adresy oraz Twoje zgody wraz z czasem ich wyrażenia lub
        wycofania. Potrzebujemy ich, aby prowadzić konto, pokazywać Twoje zgłoszenia i wysyłać powiadomienia o wyłączeniach zgodnie z regulaminem usługi (art. 6
        ust. 1 lit. b RODO) i za Twoją zgodą (art. 6 ust. 1 lit. a RODO).
      </p>
      <p>
        Historię wyłączeń pod obserwowanymi adresami („Historia wyłączeń”) wyliczamy na bieżąco z opublikowanych w portalu wyłączeń i niczego nowego o Tobie
        przy tym nie zapisujemy; zapamiętujemy tylko, o przekroczeniu którego limitu przerw w danym roku już Cię powiadomiliśmy (do usunięcia adresu lub konta).
      </p>
      <p>
        Dane konta przechowujemy <strong>do usunięcia konta</strong>. Przycisk „Usuń konto” w ustawieniach konta usuwa Twoje dane osobowe. Zgodę na
        powiadomienia możesz w każdej chwili wycofać linkiem „Zrezygnuj” w ustawieniach konta albo linkiem w wiadomości e-mail; nie wpływa to na zgodność z
        prawem wcześniejszych powiadomień.
      </p>

      <h3>Odbiorca wymagający szczególnej troski</h3>
      <p>
        Jeśli w ustawieniach konta zgłosisz, że pod obserwowanym adresem przebywa osoba, której zdrowie zależy od urządzenia zasilanego prądem (koncentrator
        tlenu, dializa domowa, respirator, inne), przetwarzamy tę informację o stanie zdrowia wyłącznie na podstawie Twojej wyraźnej, odrębnej zgody (art. 9
        ust. 2 lit. a RODO), aby uprzedzać o wyłączeniach wcześniej i wszystkimi kanałami oraz aby konsultanci Biura Obsługi Klienta mogli zadzwonić. Listę
        widzą tylko oni (każde otwarcie jest rejestrowane); osoby akceptujące wyłączenia widzą wyłącznie liczbę takich odbiorców. Deklarację usuwamy od razu po
        wycofaniu zgody, usunięciu adresu lub konta; historię zgody (kiedy udzielona i wycofana) przechowujemy razem z kontem jako dowód zgody.
      </p>

      <h3>Ankieta</h3>
      <p>
        Odpowiedzi w ankiecie nie zawierają danych osobowych: zapisujemy tylko zaznaczone odpowiedzi, Twoją uwagę (jeśli ją wpiszesz) i czas przesłania – bez
        adresu IP i bez powiązania z kontem. Prosimy, nie wpisuj w uwagach danych osobowych.
      </p>

      <h3>Logowanie i bezpieczeństwo</h3>
      <p>
        Aby chronić konta przed zgadywaniem haseł, zapisujemy wpisany login i adres IP nieudanych prób logowania – przez czas potrzebny do tej ochrony. Serwer
        prowadzi też dzienniki techniczne (adres IP, przeglądarka, wywołany adres, czas i wynik), przechowywane przez okres niezbędny do zapewnienia
        bezpieczeństwa usługi, a następnie usuwane. Podstawą jest nasz prawnie uzasadniony interes w ochronie usługi (art. 6 ust. 1 lit. f RODO).
      </p>

      <h3>Weryfikacja „Nie jestem robotem”</h3>
      <p>
        Formularze chroni weryfikacja ALTCHA działająca na serwerze Operatora: Twoja przeglądarka rozwiązuje krótkie zadanie obliczeniowe. Nie korzystamy przy
        tym z usług innych firm, nie zapisujemy plików cookies i nie tworzymy profilu Twojej przeglądarki.
      </p>

      <h2>Pliki cookies i pamięć przeglądarki</h2>
      <p>
        Używamy wyłącznie własnych plików cookies – niezbędnych i funkcjonalnych. Nie używamy cookies analitycznych ani reklamowych. Cookies funkcjonalne
        zapisujemy tylko po wybraniu „Akceptuję wszystkie”; bez nich ankieta nie jest proponowana w okienku, ale możesz ją wypełnić z menu. Swój wybór możesz
        zmienić w każdej chwili.
      </p>
      <p>
        <button type="button" className="button button--outline" onClick={openSettings}>
          {texts.consent.footerLink}
        </button>
      </p>
      <div className="table-wrap">
        <table className="data-table">
          <caption className="visually-hidden">Dane zapisywane w przeglądarce</caption>
          <thead>
            <tr>
              <th scope="col">Nazwa</th>
              <th scope="col">Gdzie</th>
              <th scope="col">Rodzaj</th>
              <th scope="col">Cel</th>
              <th scope="col">Jak długo</th>
            </tr>
          </thead>
          <tbody>
            {STORAGE_ITEMS.map((item) => (
              <tr key={item.name}>
                <th scope="row">
                  <code>{item.name}</code>
                </th>
                {/* data-label: on narrow screens each row becomes a card with labelled lines. */}
                <td data-label="Gdzie">{WHERE[item.where]}</td>
                <td data-label="Rodzaj">{item.kind}</td>
                <td data-label="Cel">{item.purpose}</td>
                <td data-label="Jak długo">{item.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Odbiorcy danych</h2>
      <p>
        Dane mogą przetwarzać na zlecenie Operatora dostawcy usług informatycznych (utrzymanie serwerów) oraz dostawcy usług wysyłki wiadomości e-mail i SMS –
        wyłącznie w zakresie potrzebnym do świadczenia usługi i na podstawie umów powierzenia. Nie przekazujemy danych do państw spoza Europejskiego Obszaru
        Gospodarczego. Nie podejmujemy decyzji w sposób zautomatyzowany ani nie profilujemy.
      </p>

      <h2>Twoje prawa</h2>
      <p>Masz prawo do:</p>
      <ul>
        <li>dostępu do swoich danych i otrzymania ich kopii (art. 15 RODO),</li>
        <li>sprostowania danych (art. 16 RODO),</li>
        <li>usunięcia danych (art. 17 RODO),</li>
        <li>ograniczenia przetwarzania (art. 18 RODO),</li>
        <li>przenoszenia danych (art. 20 RODO),</li>
        <li>sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21 RODO),</li>
        <li>wycofania zgody w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania przed jej wycofaniem,</li>
        <li>
          wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa), jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z
          prawem.
        </li>
      </ul>
      <p>Podanie danych jest dobrowolne, ale bez danych kontaktowych nie przyjmiemy zgłoszenia awarii, a bez adresu e-mail nie założysz konta.</p>
    </article>
  );
}

import { useDocumentTitle } from '../components/use-document-title';
import { texts } from '../texts';

const BASE = '/public/api/open/v1';
const FEEDS = [
  {
    path: `${BASE}/outages.geojson`,
    name: 'Awarie i wyłączenia na mapie (GeoJSON)',
    text: 'Wszystko, co pokazuje mapa: potwierdzone awarie (punkt z promieniem w metrach albo obszar), rozległe awarie i zaakceptowane planowane wyłączenia, które się nie zakończyły (obszar albo punkty adresów, z listą adresów). Każdy obiekt ma stały identyfikator (np. „failure-123”, „planned-45”), rodzaj, początek, przewidywany koniec, przyczynę lub zakres prac, liczbę adresów, liczbę zgłoszeń i czas ostatniej zmiany.',
  },
  {
    path: `${BASE}/planned.atom`,
    name: 'Planowane wyłączenia (kanał Atom)',
    text: 'Kanał do czytników i redakcji: jeden wpis na każde planowane wyłączenie, z miejscem, terminem i adresami. Wpis zmienia się, gdy zmienia się wyłączenie; wyłączenie odwołane przed czasem pozostaje przez dobę jako wpis „Odwołane”.',
  },
  {
    path: `${BASE}/alerts.cap`,
    name: 'Ostrzeżenia CAP 1.2',
    text: 'Komunikaty w standardzie OASIS Common Alerting Protocol dla systemów ostrzegania i centrów kontaktowych miast: rozległe awarie i duże planowane wyłączenia, z obszarem. Zmiana to komunikat „Update”, zakończenie lub odwołanie – „Cancel”, każdy ze wskazaniem poprzedniego.',
  },
];

/** /public/otwarte-dane 'Otwarte dane' (docs/open-data.md): the three open feeds, their licence and rules. */
export default function OpenDataPage() {
  useDocumentTitle(texts.openData.title);
  return (
    <section className="page-section text-page" aria-labelledby="open-data-title">
      <h1 id="open-data-title">{texts.openData.title}</h1>
      <p className="lead">
        Dane o awariach i wyłączeniach prądu udostępniamy każdemu – bez logowania i bez klucza – aby mogły je pokazywać także media, gminy i aplikacje. W czasie
        nawałnicy im więcej miejsc podaje aktualną informację, tym szybciej dociera ona do mieszkańców.
      </p>

      <h2>Dostępne dane</h2>
      <ul className="feature-list">
        {FEEDS.map((feed) => (
          <li key={feed.path}>
            <strong>{feed.name}</strong> – <a href={feed.path}>{feed.path}</a>
            <p>{feed.text}</p>
          </li>
        ))}
      </ul>

      <h2>Licencja</h2>
      <p>
        Dane są udostępniane na licencji{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/deed.pl" rel="license">
          Creative Commons Uznanie autorstwa 4.0 (CC BY 4.0)
        </a>
        : możesz je kopiować, przetwarzać i publikować, także w celach komercyjnych, podając źródło – operatora sieci dystrybucyjnej.
      </p>

      <h2>Aktualność i pobieranie</h2>
      <p>
        Dane zmieniają się w ciągu kilku sekund od zmiany w systemie operatora. Odpowiedzi mają nagłówek <code>ETag</code>: odeślij go w{' '}
        <code>If-None-Match</code>, a gdy nic się nie zmieniło, dostaniesz krótką odpowiedź 304. Wystarczy pytać co 15–60 sekund. Dane można pobierać także z
        przeglądarki na innej stronie (CORS).
      </p>
      <pre className="code-sample">
        <code>{`curl --compressed https://…${BASE}/outages.geojson\ncurl -H 'If-None-Match: W/"…"' https://…${BASE}/planned.atom`}</code>
      </pre>

      <h2>Wersje</h2>
      <p>
        Numer wersji jest w adresie (<code>/v1/</code>) i w polu <code>version</code>. W ramach wersji 1 pola są tylko dodawane – żadne nie znika ani nie
        zmienia znaczenia, więc program korzystający z danych powinien pomijać pola, których nie zna. Zmiana niezgodna wstecz będzie opublikowana jako nowa
        wersja, obok dotychczasowej.
      </p>
      <p>Opis techniczny wszystkich wywołań znajduje się w dokumentacji API.</p>
    </section>
  );
}

import { Link } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';
import { LEGEND_ENTRIES } from '../map/icons/legend';
import { texts } from '../texts';

/** What each symbol of the legend means (the map's legend shows only the names, map/icons/legend.ts). */
const LEGEND_DESCRIPTIONS: Record<(typeof LEGEND_ENTRIES)[number]['kind'], string> = {
  userReport:
    'Brak zasilania zgłoszony przez mieszkańca przez portal lub telefonicznie. Zgłoszenie jest weryfikowane przez dyspozytora; liczba na znaczniku mówi, ile zgłoszeń jest w pobliżu.',
  planned:
    'Zapowiedziane prace na sieci, które wymagają wyłączenia prądu. Podajemy czas rozpoczęcia i zakończenia oraz adresy; wyłączenie może zostać odwołane bez uprzedzenia.',
  confirmed: 'Awaria sprawdzona przez nasze służby, przy której usunięciu właśnie pracujemy.',
  extensive: 'Obszar, na którym wiele adresów jednocześnie nie ma prądu. Zgłoszenia z tego obszaru dołączamy do awarii, zamiast pokazywać je osobno.',
};

/** /public/about 'O portalu' (spec §2): what the portal offers and what the map's symbols mean. */
export default function AboutPage() {
  useDocumentTitle(texts.about.title);
  return (
    <section className="page-section text-page" aria-labelledby="about-title">
      <h1 id="about-title">{texts.about.title}</h1>
      <p className="lead">
        Portal awarii i wyłączeń pokazuje, gdzie w Warszawie i okolicznych gminach brakuje prądu, gdzie planujemy prace na sieci i jak przebiega usuwanie
        awarii. Możesz tu też zgłosić brak zasilania.
      </p>

      <h2>Co znajdziesz w portalu</h2>
      <ul className="feature-list">
        <li>
          <strong>Mapę awarii i wyłączeń</strong> – zgłoszenia mieszkańców z ostatnich 1–24 godzin, potwierdzone awarie, planowane wyłączenia i obszary
          rozległych awarii, z wyszukiwarką adresów.
        </li>
        <li>
          <strong>Listę planowanych wyłączeń</strong> – z adresami, godzinami rozpoczęcia i zakończenia oraz przyczyną prac.
        </li>
        <li>
          <strong>Zgłoszenie awarii</strong> – pięć krótkich kroków, bez zakładania konta.
        </li>
        <li>
          <strong>Konto z powiadomieniami</strong> – e-mail lub SMS o wyłączeniach pod obserwowanymi adresami oraz podgląd własnych zgłoszeń.
        </li>
        <li>
          <strong>Odpowiedzi na pytania</strong> – w dziale <Link to="/public/faq">FAQ</Link>, w tym o dopuszczalnym czasie przerw.
        </li>
      </ul>

      <h2>Legenda mapy</h2>
      <ul className="legend">
        {LEGEND_ENTRIES.map(({ kind, label, Icon }) => (
          <li key={kind} className="legend__entry">
            <span className="legend__symbol">
              <Icon size={40} />
            </span>
            <div>
              <h3 className="legend__label">{label}</h3>
              <p className="legend__text">{LEGEND_DESCRIPTIONS[kind]}</p>
            </div>
          </li>
        ))}
      </ul>

      <h2>Zanim skorzystasz z informacji</h2>
      <p>
        {texts.footer.disclaimer} W sytuacji zagrożenia życia lub zdrowia dzwoń pod numer <a href={texts.footer.hotlineHref}>{texts.footer.hotline}</a>.
      </p>
    </section>
  );
}

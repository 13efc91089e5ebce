import { useDocumentTitle } from '../components/use-document-title';
import { texts } from '../texts';

// Stands in for the map until the map feature lands; it says so instead of faking a map.
export function MapPlaceholderPage() {
  useDocumentTitle(texts.map.title);
  return (
    <section className="page-section" aria-labelledby="map-title">
      <h1 id="map-title">{texts.map.title}</h1>
      <p className="lead">{texts.map.comingSoon}</p>
    </section>
  );
}

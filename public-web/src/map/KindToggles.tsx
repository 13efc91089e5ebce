import type { KindFilter } from './kind-filter';
import { mapTexts } from './map-texts';

const KINDS = ['failures', 'planned', 'reports'] as const;

/** Which kinds the map and the list show: three toggle buttons, each at least 44 px high. */
export function KindToggles({ kinds, onChange }: { kinds: KindFilter; onChange: (kinds: KindFilter) => void }) {
  return (
    <div className="kind-toggles">
      <span className="map-toolbar__label" id="kind-toggles-label">
        {mapTexts.kindsLabel}
      </span>
      <div className="segmented kind-toggles__group" role="group" aria-labelledby="kind-toggles-label">
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`segmented__button kind-toggles__button kind-toggles__button--${kind}`}
            aria-pressed={kinds[kind]}
            onClick={() => onChange({ ...kinds, [kind]: !kinds[kind] })}
          >
            {mapTexts.kinds[kind]}
          </button>
        ))}
      </div>
    </div>
  );
}

import { AREA_FILL_OPACITY, AREA_PATH, GLYPHS, MAP_COLORS, PIN_PATH, type MapItemKind } from './marker-shapes';

interface IconProps {
  /** Height in pixels. */
  size?: number;
  /** When given, the icon is announced with this name; otherwise it is decorative (aria-hidden). */
  title?: string;
  className?: string;
}

function Pin({ kind, size = 32, title, className }: IconProps & { kind: Exclude<MapItemKind, 'extensive'> }) {
  return (
    <svg
      className={`map-icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 32"
      width={(size * 24) / 32}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <path fill={MAP_COLORS[kind]} stroke="#fff" strokeWidth={1.2} d={PIN_PATH} />
      <path fill="#fff" d={GLYPHS[kind]} />
    </svg>
  );
}

export const UserReportIcon = (props: IconProps) => <Pin kind="userReport" {...props} />;
export const PlannedOutageIcon = (props: IconProps) => <Pin kind="planned" {...props} />;
export const ConfirmedFailureIcon = (props: IconProps) => <Pin kind="confirmed" {...props} />;

/** An extensive outage is an area on the map: bright red outline, light fill (spec §9). */
export function ExtensiveOutageIcon({ size = 32, title, className }: IconProps) {
  return (
    <svg
      className={`map-icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <path
        fill={MAP_COLORS.extensive}
        fillOpacity={AREA_FILL_OPACITY.extensive * 2}
        stroke={MAP_COLORS.extensive}
        strokeWidth={2}
        strokeLinejoin="round"
        d={AREA_PATH}
      />
    </svg>
  );
}

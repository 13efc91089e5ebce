import type { ComponentType } from 'react';
import { ConfirmedFailureIcon, ExtensiveOutageIcon, PlannedOutageIcon, UserReportIcon } from './MapIcons';
import type { MapItemKind } from './marker-shapes';

export interface LegendEntry {
  kind: MapItemKind;
  label: string;
  Icon: ComponentType<{ size?: number; title?: string; className?: string }>;
}

/** The map legend (spec §2 Map screen, about page), in the order the map shows it. */
export const LEGEND_ENTRIES: readonly LegendEntry[] = [
  {
    kind: 'userReport',
    label: 'Zgłoszenie użytkownika',
    Icon: UserReportIcon,
  },
  {
    kind: 'planned',
    label: 'Planowane wyłączenie',
    Icon: PlannedOutageIcon,
  },
  {
    kind: 'confirmed',
    label: 'Potwierdzona awaria',
    Icon: ConfirmedFailureIcon,
  },
  {
    kind: 'extensive',
    label: 'Rozległa awaria',
    Icon: ExtensiveOutageIcon,
  },
];

import type { ComponentType } from 'react';
import { ConfirmedFailureIcon, ExtensiveOutageIcon, PlannedOutageIcon, UserReportIcon } from './MapIcons';
import type { MapItemKind } from './marker-shapes';

export interface LegendEntry {
  kind: MapItemKind;
  label: string;
  /** What the symbol means, for the about page. */
  description: string;
  Icon: ComponentType<{ size?: number; title?: string; className?: string }>;
}

/** The map legend (spec §2 Map screen, about page), in the order the map shows it. */
export const LEGEND_ENTRIES: readonly LegendEntry[] = [
  {
    kind: 'userReport',
    label: 'Zgłoszenie użytkownika',
    description:
      'Brak zasilania zgłoszony przez mieszkańca przez portal lub telefonicznie. Zgłoszenie jest weryfikowane przez dyspozytora; liczba na znaczniku mówi, ile zgłoszeń jest w pobliżu.',
    Icon: UserReportIcon,
  },
  {
    kind: 'planned',
    label: 'Planowane wyłączenie',
    description:
      'Zapowiedziane prace na sieci, które wymagają wyłączenia prądu. Podajemy czas rozpoczęcia i zakończenia oraz adresy; wyłączenie może zostać odwołane bez uprzedzenia.',
    Icon: PlannedOutageIcon,
  },
  {
    kind: 'confirmed',
    label: 'Potwierdzona awaria',
    description: 'Awaria sprawdzona przez nasze służby, przy której usunięciu właśnie pracujemy.',
    Icon: ConfirmedFailureIcon,
  },
  {
    kind: 'extensive',
    label: 'Rozległa awaria',
    description: 'Obszar, na którym wiele adresów jednocześnie nie ma prądu. Zgłoszenia z tego obszaru dołączamy do awarii, zamiast pokazywać je osobno.',
    Icon: ExtensiveOutageIcon,
  },
];

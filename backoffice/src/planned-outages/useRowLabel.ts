import { useTranslate, type Identifier } from 'react-admin';

/** Accessible names of row buttons say which outage they act on: 'Podgląd (nr 12)'. */
export function useRowLabel() {
  const translate = useTranslate();
  return (actionKey: string, id: Identifier) =>
    translate('resources.plannedOutages.actions.row', { action: translate(actionKey), id: String(id) });
}

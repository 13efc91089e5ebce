import { useTranslate, type Identifier } from 'react-admin';
import type { AppMessages } from '../i18n/pl';

/** What a row's text can say about its outage: an action's name or a disabled action's reason. */
export type RowText = keyof AppMessages['resources']['plannedOutages']['row'];

/** Texts of an outage's row that name the outage: 'Akceptuj wyłączenie nr 12', 'Wyłączenie nr 12 jest już zaakceptowane'. */
export function useRowLabel() {
  const translate = useTranslate();
  return (text: RowText, id: Identifier) => translate(`resources.plannedOutages.row.${text}`, { id: String(id) });
}

/** The three Polish forms of a noun after a number: 1 awaria; 2–4, 22–24, 102 awarie; 0, 5–21, 25, 112, 1000 awarii. */
export interface PolishForms {
  one: string;
  few: string;
  many: string;
}

const rules = new Intl.PluralRules('pl-PL');
// One formatter for every count: `toLocaleString` builds a new one per call, and a storm's map labels hundreds of
// clusters in one go.
const numbers = new Intl.NumberFormat('pl-PL');

/** The form for `count` (a whole number): Intl's Polish rule — 'one' for 1, 'few' for 2–4, 22–24 … but not 12–14. */
export function polishForm(count: number, forms: PolishForms): string {
  const category = rules.select(count);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
}

/** '1 awaria', '3 awarie', '1234 awarii', '12 345 awarii' (pl-PL grouping). */
export function polishCount(count: number, forms: PolishForms): string {
  return `${numbers.format(count)} ${polishForm(count, forms)}`;
}

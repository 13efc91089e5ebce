// The rules every catalog keeps (docs/i18n.md "Adding a text"), checked by catalogs.test.ts: each language has every
// message of the Polish source and no other, each message is valid ICU MessageFormat, the placeholders are the same in
// every language, and a plural that names a form names every form the language has (Polish and Ukrainian: one, few,
// many, other).
import { LANGUAGE_TAGS, type Language } from '@portal/domain';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

export type AreaCatalogs = Record<Language, Record<string, string>>;

interface MessageShape {
  placeholders: Set<string>;
  /** The choices each plural offers, by its argument's name. */
  plurals: Map<string, Set<string>>;
}

function shapeOf(tokens: CompiledMessage, shape: MessageShape = { placeholders: new Set(), plurals: new Map() }): MessageShape {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    shape.placeholders.add(name);
    if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format && typeof format === 'object') {
      const choices = Object.keys(format).filter((key) => key !== 'offset');
      if (type === 'plural') shape.plurals.set(name, new Set(choices));
      for (const key of choices) shapeOf((format as Record<string, CompiledMessage>)[key], shape);
    }
  }
  return shape;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/** Every problem of one area's catalogs, as sentences; empty when the area is complete and consistent. */
export function catalogProblems(area: string, catalogs: AreaCatalogs): string[] {
  const problems: string[] = [];
  const source = catalogs.pl;
  const shapes = new Map<string, MessageShape>();
  for (const [language, messages] of Object.entries(catalogs) as [Language, Record<string, string>][]) {
    const categories = new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().pluralCategories;
    for (const id of Object.keys(source)) if (!(id in messages)) problems.push(`${area}/${language}: ${id} is missing`);
    for (const [id, message] of Object.entries(messages)) {
      if (!(id in source)) {
        problems.push(`${area}/${language}: ${id} is not in the Polish source`);
        continue;
      }
      if (!message.trim()) problems.push(`${area}/${language}: ${id} is empty`);
      let shape: MessageShape;
      try {
        shape = shapeOf(compileMessageOrThrow(message));
      } catch (error) {
        problems.push(`${area}/${language}: ${id} is not valid ICU MessageFormat (${(error as Error).message})`);
        continue;
      }
      for (const [name, choices] of shape.plurals) {
        // A plural of exact values and `other` alone says one thing whatever the count's form (`=1 {…} other {…}`);
        // once it names a form, it names every form the language has.
        if (!categories.some((category) => category !== 'other' && choices.has(category)) && choices.has('other')) continue;
        const lacking = categories.filter((category) => !choices.has(category));
        if (lacking.length) problems.push(`${area}/${language}: ${id} lacks the plural forms ${lacking.join(', ')} of {${name}}`);
      }
      if (language === 'pl') shapes.set(id, shape);
    }
  }
  for (const [language, messages] of Object.entries(catalogs) as [Language, Record<string, string>][]) {
    if (language === 'pl') continue;
    for (const [id, message] of Object.entries(messages)) {
      const expected = shapes.get(id);
      if (!expected) continue;
      let placeholders: Set<string>;
      try {
        placeholders = shapeOf(compileMessageOrThrow(message)).placeholders;
      } catch {
        continue; // reported above
      }
      if (!sameSet(placeholders, expected.placeholders)) {
        problems.push(`${area}/${language}: ${id} has {${[...placeholders].join('}, {')}} where Polish has {${[...expected.placeholders].join('}, {')}}`);
      }
    }
  }
  return problems;
}

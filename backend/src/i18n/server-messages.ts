import type { Language } from '@portal/domain';
import type { ApiErrorBody } from '../common/api-error';
import { CATALOG_AREAS } from './catalogs';
import { translate } from './i18n';

/**
 * The code throws its messages in Polish (the specs quote them so), some with a value already filled in
 * ('Maksymalna długość: 100'). A message is recognised by its Polish id: word for word, or by the id's pattern with
 * each `{name}` matching the value that stood there; the value is then given to the other language's text.
 */
const PATTERNS: ReadonlyArray<{ id: string; pattern: RegExp; names: string[] }> = Object.keys(CATALOG_AREAS.errors.uk)
  .filter((id) => id.includes('{'))
  .map((id) => {
    const names: string[] = [];
    const source = id
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { id, pattern: new RegExp(`^${source}$`, 's'), names };
  });

const EXACT: ReadonlySet<string> = new Set(Object.keys(CATALOG_AREAS.errors.uk).filter((id) => !id.includes('{')));

/** A Polish server message in `language`; a text the catalogs do not know (staff-written text, a name) stays as it is. */
export function localiseMessage(text: string, language: Language): string {
  if (language === 'pl') return text;
  if (EXACT.has(text)) return translate(language, text);
  for (const { id, pattern, names } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return translate(language, id, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return text;
}

/** The error shape with its `message` and each `errors` value in `language`; field names stay as the API names them. */
export function localiseError(body: ApiErrorBody, language: Language): ApiErrorBody {
  if (language === 'pl') return body;
  const message = localiseMessage(body.message, language);
  if (!body.errors) return { ...body, message };
  const errors = Object.fromEntries(Object.entries(body.errors).map(([field, text]) => [field, localiseMessage(text, language)]));
  return { ...body, message, errors };
}

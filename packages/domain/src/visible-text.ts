/**
 * Text a person types for other people to read (a planned outage's comment and addresses, the public map's cities and
 * streets, a report's address and name as staff read them, names, area names, the maintenance banner): every
 * character must be one a reader can see. The server refuses the rest with a 400 naming the field, and the forms use
 * the same rule.
 *
 * Refused:
 * - direction controls: embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, and the marks U+200E, U+200F
 *   and U+061C. Polish text and addresses never need them, and each can reorder what a reader sees
 *   (`ul. Polna 12\u202E01-00` shows another house number and postcode than it stores).
 * - zero-width and invisible format characters: U+200B–U+200D, U+2060, U+FEFF, the soft hyphen and the rest of
 *   Unicode's format class (Cf): two names that look the same would be different text, for search and for people.
 *   U+200D also joins emoji sequences; a staff comment or an address does not need them.
 * - control characters (Cc, C0 and C1) and the line and paragraph separators U+2028/U+2029, except tab, line feed
 *   and carriage return in a multi-line field.
 * Lone surrogates, invalid UTF-8 and NUL are refused for every field before any DTO rule (the validation pipe); this
 * rule is only about characters of visible text. Letters, marks and symbols of any script stay allowed.
 */
const HIDDEN_SINGLE_LINE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN_MULTI_LINE = /[\p{Cf}\u2028\u2029\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** True when the text holds a character a reader cannot see (see above); `multiLine` allows tab and line breaks. */
export function hasHiddenTextCharacters(text: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return (multiLine ? HIDDEN_MULTI_LINE : HIDDEN_SINGLE_LINE).test(text);
}

/** The message of a refused field, naming it as the form labels it. */
export function hiddenTextMessage(fieldLabel: string): string {
  return `Pole „${fieldLabel}” zawiera niewidoczne znaki lub znaki sterujące kierunkiem tekstu`;
}

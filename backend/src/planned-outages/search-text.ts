/**
 * Text for the address filter: lower case, Polish (and other) diacritics removed, whitespace collapsed.
 * Both the stored column and the searched text go through it, so 'ZĄBKOWSKA' finds 'ul. Ząbkowska 12'
 * without any database extension (unaccent is not available on every managed PostgreSQL).
 */
export function toSearchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((p): p is string => !!p)
    .join(' ')
    .replace(/[łŁ]/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern matching the text anywhere; % and _ typed by a person are literal. */
export function containsPattern(text: string): string {
  return `%${toSearchText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

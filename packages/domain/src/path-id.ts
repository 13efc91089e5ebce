/** The largest id a path may name: ids are PostgreSQL `integer` columns. */
export const MAX_PATH_ID = 2_147_483_647;

/**
 * The id a path segment names (`/planned/show/12`), or null when the text is not one: ids are positive 32-bit integers
 * written in decimal digits, nothing else ('undefined', '0x10', ' 1', '012'). The server answers such a path with a
 * 400; the back office shows its not-found page without asking.
 */
export function parsePathId(text: unknown): number | null {
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_PATH_ID ? id : null;
}

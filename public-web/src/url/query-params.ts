// List views mirror their filters, sort and paging in the URL query, so a copied link reproduces the
// view and a reload keeps it (spec §2): dates travel as ISO strings, booleans as 'true'/'false'.
// Readers never throw: a hand-edited or stale link falls back to the default of the broken value only.

export type QueryValue = string | number | boolean | Date | null | undefined;

/** Values to a query in the given key order; null, undefined and '' are left out. */
export function toQuery(values: Record<string, QueryValue>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    query.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  return query;
}

// An ISO instant with a time and an explicit zone, as Date.prototype.toISOString writes it (or with an offset).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export const readQuery = {
  /** Text, cut to `maxLength` and trimmed; '' when absent. */
  text(query: URLSearchParams, key: string, maxLength = Infinity): string {
    return (query.get(key) ?? '').slice(0, maxLength).trim();
  },

  /** 'true' → true, 'false' → false; anything else is absent. */
  boolean(query: URLSearchParams, key: string): boolean | undefined {
    const raw = query.get(key);
    return raw === 'true' ? true : raw === 'false' ? false : undefined;
  },

  /** An ISO instant, normalised to toISOString's form; null when absent or unreadable. */
  instant(query: URLSearchParams, key: string): string | null {
    const raw = query.get(key);
    if (!raw || !ISO_INSTANT.test(raw)) return null;
    // Date rolls 30 February over into March; such a link is broken, not a date.
    const [year, month, day] = raw.slice(0, 10).split('-').map(Number);
    const calendar = new Date(Date.UTC(year, month - 1, day));
    if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
    const value = new Date(raw);
    return Number.isNaN(value.getTime()) ? null : value.toISOString();
  },

  /** One of the allowed values (compared as written in the URL), else the fallback. */
  oneOf<T extends string | number>(query: URLSearchParams, key: string, allowed: readonly T[], fallback: T): T {
    const raw = query.get(key);
    return allowed.find((option) => String(option) === raw) ?? fallback;
  },

  /** A whole number ≥ 0 written in digits, else the fallback. */
  count(query: URLSearchParams, key: string, fallback: number): number {
    const raw = query.get(key);
    return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : fallback;
  },
};

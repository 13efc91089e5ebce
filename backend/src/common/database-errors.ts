/** PostgreSQL's unique_violation: two requests raced past an "is it free?" check. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** Seconds a client is asked to wait (`Retry-After`) when the database cannot be reached: about one reconnect attempt. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket failures on the way to the database server (node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say "the database cannot serve you now", not "your request is wrong": connection exceptions
 * (class 08), insufficient resources (53), server shutting down or starting (57P01–57P03), a cancelled statement
 * (57014: statement_timeout), lock_timeout (55P03) and the idle-in-transaction and transaction timeouts (25P03/25P04).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[123]|57014|55P03|25P0[34])$/;

/** node-postgres and pg-pool say these in plain text, without a code (client-side timeouts, a dropped connection). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'timeout expired',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** TypeORM refusing to run anything because its DataSource is not (or no longer) connected. */
const TYPEORM_NOT_CONNECTED = new Set(['CannotExecuteNotConnectedError', 'ConnectionIsNotSetError']);

/**
 * True when `error` (as thrown by TypeORM or pg, possibly wrapped) means the database is down, unreachable, hung
 * or overloaded: such a request gets 503 with Retry-After instead of 500 (or, in the sign-in guard, 401), because
 * the same request will succeed once the database is back (docs/operations.md "When the database fails").
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))) return true;
  if (typeof e.name === 'string' && TYPEORM_NOT_CONNECTED.has(e.name)) return true;
  // A QueryFailedError wraps the driver's error; its message repeats the driver's, so the message is checked there.
  if (e.driverError) return isDatabaseUnavailable(e.driverError, depth + 1);
  if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => (e.message as string).includes(m))) return true;
  // Node gives an AggregateError when every address of a host refused (::1 and 127.0.0.1).
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

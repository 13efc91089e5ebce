import { Client, type QueryResult } from 'pg';

/** Statements that change data: sent on their own (autocommit), they would commit whenever the server reads them. */
const WRITE_STATEMENT = /^\s*(INSERT|UPDATE|DELETE|MERGE|WITH)\b/i;

/** node-postgres's client-side timeout (`query_timeout`): the server did not answer at all. */
export const isQueryReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

/**
 * The pool's PostgreSQL client, made safe for a hung server (two writes whose clients had given up were
 * committed minutes later, when a frozen server woke up).
 *
 * - When `query_timeout` fires, the connection is destroyed at once. A frozen server has our statement in its socket
 *   buffer; on waking it reads it, finds the connection closed and rolls the open transaction back, so a request that
 *   was answered 503 never commits later. node-postgres alone keeps the connection (and the transaction) open, and
 *   would send our ROLLBACK after the statement it is still waiting for.
 * - A lone data-changing statement outside a transaction is sent as BEGIN, statement, COMMIT: the COMMIT leaves only
 *   after the statement has answered, so a statement stuck in a frozen server is rolled back with its connection
 *   instead of committing by itself on waking. (A COMMIT already sent when the server froze is the one case nobody
 *   can decide from the client side; docs/operations.md.)
 */
export class HangSafeClient extends Client {
  // The overloads of pg's query() (callbacks, Submittable, promises) all pass through here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one signature standing for all of pg's overloads
  override query(config: any, values?: any, callback?: any): any {
    const promiseForm =
      typeof config?.submit !== 'function' && typeof values !== 'function' && typeof callback !== 'function' && typeof config?.callback !== 'function';
    if (!promiseForm) return super.query(config, values, callback);
    const text: unknown = typeof config === 'string' ? config : config?.text;
    const lone = this.getTransactionStatus() === 'I' && typeof text === 'string' && WRITE_STATEMENT.test(text);
    return lone ? this.inOwnTransaction(config, values) : this.send(config, values);
  }

  private send(config: unknown, values?: unknown): Promise<QueryResult> {
    return super.query<QueryResult>(config as string, values as unknown[]).catch((error: unknown) => {
      // end() destroys the socket while a query is active (and, being a chosen end, emits no 'error' event).
      if (isQueryReadTimeout(error)) void this.end().catch(() => undefined);
      throw error;
    });
  }

  private async inOwnTransaction(config: unknown, values?: unknown): Promise<QueryResult> {
    await this.send('BEGIN');
    let result: QueryResult;
    try {
      result = await this.send(config, values);
    } catch (error) {
      // A refused statement (a unique violation, a missing table) leaves the transaction aborted; the pool must get the
      // connection back clean. The status may still read 'T' when the error arrives before PostgreSQL's ReadyForQuery
      // updates it, so anything but 'I' (no transaction) is rolled back: one left aborted fails the next request's BEGIN.
      if (this.getTransactionStatus() !== 'I') await this.send('ROLLBACK').catch(() => undefined);
      throw error;
    }
    await this.send('COMMIT');
    return result;
  }
}

import { CannotExecuteNotConnectedError, QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, isUniqueViolation } from './database-errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['every address of the host refused', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })])],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['the client-side query timeout', new QueryFailedError('SELECT 1', [], new Error('Query read timeout'))],
    ['no free pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') })],
    ['the server shutting down', new QueryFailedError('SELECT 1', [], pgError('57P01', 'terminating connection due to administrator command'))],
    ['the server starting up', pgError('57P03', 'the database system is starting up')],
    ['statement_timeout', new QueryFailedError('SELECT pg_sleep(9)', [], pgError('57014', 'canceling statement due to statement timeout'))],
    ['lock_timeout', pgError('55P03')],
    ['idle_in_transaction_session_timeout', pgError('25P03')],
    ['too many connections', pgError('53300', 'sorry, too many clients already')],
    ['a connection exception', pgError('08006')],
    ['TypeORM not connected', new CannotExecuteNotConnectedError()],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], pgError('23505'))],
    ['a syntax error', new QueryFailedError('SELEC', [], pgError('42601'))],
    ['invalid text (NUL byte)', new QueryFailedError('INSERT', [], pgError('22021'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['something thrown that is not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('is 23505 only', () => {
    expect(isUniqueViolation(pgError('23505'))).toBe(true);
    expect(isUniqueViolation(pgError('57P01'))).toBe(false);
  });
});

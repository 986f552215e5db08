import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from '../../server/http/errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database that is away', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a terminated backend', withCode('terminating connection due to administrator command', '57P01')],
    ['a server crash', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a connection cut under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['a wrapped network failure', new Error('query failed', { cause: withCode('socket hang up', 'ECONNRESET') })],
  ])('is told apart from a fault: %s', (_, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('is not claimed for %s', (_, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });
});

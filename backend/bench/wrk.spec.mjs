// node --test backend/bench/wrk.spec.mjs — the bench's reading of wrk's report.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseWrk } from './wrk.mjs';

test('reads the rate, the percentiles in any unit and the non-2xx count', () => {
  const report = `Running 10s test @ http://127.0.0.1:3000/x
  1 threads and 100 connections
  Latency Distribution
     50%  812.00us
     75%    1.20ms
     90%    2.50ms
     99%   45.31ms
  123456 requests in 10.00s, 1.23GB read
  Non-2xx or 3xx responses: 17
Requests/sec:  12345.67
Transfer/sec:    123.45MB
`;
  assert.deepEqual(parseWrk(report), { rps: 12345.67, p50: 0.812, p99: 45.31, non2xx: 17 });
  assert.equal(parseWrk(report.replace('45.31ms', '1.50s')).p99, 1500);
});

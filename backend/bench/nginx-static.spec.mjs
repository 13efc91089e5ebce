// node --test backend/bench/nginx-static.spec.mjs — the bench's ceiling server answers exactly what was captured.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { test } from 'node:test';
import { freePort } from './bench-support.mjs';
import { startStaticNginx, staticConfig } from './nginx-static.mjs';

const feed = {
  method: 'GET',
  path: '/public/api/call-net/reports?timePeriod=PT24H',
  conditional: false,
  status: 200,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'br',
    etag: 'W/"2a-abc"',
    'cache-control': 'public, max-age=15',
    'content-security-policy': "default-src 'self';base-uri 'none'",
    'content-length': '42',
  },
  body: brotliCompressSync(Buffer.from('[{"id":1}]')).toString('base64'),
};
const conditional = { ...feed, conditional: true, status: 304, body: '' };
const search = { ...feed, method: 'POST', path: '/public/api/planned-outage/search/map' };
// A key longer than nginx's default map bucket (64 bytes).
const card = { ...feed, path: '/public/api/address-status?lat=52.2297001234567&lng=21.0122001234567&adres=ul.%20Marsza%C5%82kowska%20100' };

test('a header value nginx cannot write is refused rather than sent changed', () => {
  assert.throws(() => staticConfig([{ ...feed, headers: { ...feed.headers, 'x-odd': 'a$b' } }], { dir: '/tmp/x', port: 1 }), /\$/);
});

test(
  'answers each captured GET at its path and query with its bytes and headers, and nothing else',
  { skip: !existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx') && 'nginx is not installed' },
  async () => {
    const server = await startStaticNginx([feed, conditional, search, card], await freePort());
    try {
      const answer = await fetch(`${server.base}${feed.path}`, { headers: { 'accept-encoding': 'br' } });
      assert.equal(answer.status, 200);
      assert.deepEqual(await answer.json(), [{ id: 1 }]);
      for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'content-security-policy'])
        assert.equal(answer.headers.get(name), feed.headers[name], name);
      assert.equal((await fetch(`${server.base}${card.path}`)).status, 200);
      assert.equal((await fetch(`${server.base}/public/api/call-net/reports?timePeriod=PT1H`)).status, 404);
      assert.equal((await fetch(`${server.base}/__capture/0`)).status, 404);
      assert.equal((await fetch(`${server.base}${search.path}`, { method: 'POST' })).status, 404);
    } finally {
      await server.stop();
    }
  },
);

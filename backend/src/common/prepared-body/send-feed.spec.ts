import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chooseEncoding, notModified, writeHeaders } from './send-feed';

describe('chooseEncoding', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
  ])('%p → %s', (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});

describe('notModified', () => {
  const etag = 'W/"abc"';
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
  ])('%p → %p', (header, expected) => expect(notModified(header, etag)).toBe(expected));
});

describe('writeHeaders', () => {
  /** What a real response sends: the raw header lines, read back by a real client. */
  async function sent(write: (res: ServerResponse) => void): Promise<{ status: number; headers: Headers }> {
    const server = createServer((_req, res) => {
      write(res);
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      return { status: res.status, headers: res.headers };
    } finally {
      await new Promise((r) => server.close(r));
    }
  }

  it("sends the lane's preset with the answer's own headers, an answer's header replacing the preset's of the same name", async () => {
    const preset = ['Cross-Origin-Resource-Policy', 'same-origin', 'X-Frame-Options', 'DENY'];
    const res = await sent((r) => writeHeaders(r, 304, ['cross-origin-resource-policy', 'cross-origin', 'ETag', 'W/"x"'], preset));
    expect(res.status).toBe(304);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('etag')).toBe('W/"x"');
  });

  it('without a preset, sets each header over what the response already carries (a Nest route)', async () => {
    const res = await sent((r) => {
      r.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      writeHeaders(r, 200, ['Cross-Origin-Resource-Policy', 'cross-origin']);
    });
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

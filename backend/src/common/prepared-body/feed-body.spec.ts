import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildFeedBody, buildListBody } from './feed-body';

describe('buildListBody (each item serialised once in its life)', () => {
  const items = () => [
    { id: 1, type: 'FAILURE', cause: 'Uszkodzenie kabla', end: null, area: [{ lat: 52.2, lng: 21 }], note: undefined },
    { id: 2, type: 'FAILURE', cause: 'Zerwana linia "SN" – ą\u2028', end: '2026-11-24T18:00:00.000Z', area: [] },
  ];

  it.each([[[]], [items()]])('gives the bytes and ETag of serialising the whole list (%#)', async (list) => {
    const [joined, whole] = await Promise.all([buildListBody(list), buildFeedBody(list)]);
    expect(joined.identity.equals(whole.identity)).toBe(true);
    expect(joined.etag).toBe(whole.etag);
    expect(brotliDecompressSync(joined.br).equals(whole.identity)).toBe(true);
    expect(gunzipSync(joined.gzip).equals(whole.identity)).toBe(true);
  });

  it('serialises only the items it has not seen, and keeps the body when the list is the same', async () => {
    const list = items();
    const first = await buildListBody(list);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(await buildListBody(list, first)).toBe(first);
      const changed = [list[0], { ...list[1], cause: 'Uszkodzony słup' }];
      const second = await buildListBody(changed, first);
      expect(stringify).toHaveBeenCalledTimes(1);
      expect(JSON.parse(second.identity.toString('utf8'))).toEqual(JSON.parse(JSON.stringify(changed)));
    } finally {
      stringify.mockRestore();
    }
  });
});

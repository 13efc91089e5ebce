import { VersionCache } from './version-cache';

describe('VersionCache', () => {
  it('builds a version once, keeps what a build used and forgets the rest', () => {
    const cache = new VersionCache<string>();
    const make = jest.fn((k: string) => `built ${k}`);
    expect(cache.get('a:1', () => make('a:1'))).toBe('built a:1');
    cache.get('b:1', () => make('b:1'));
    cache.sweep();
    expect(cache.get('a:1', () => make('a:1'))).toBe('built a:1');
    expect(make).toHaveBeenCalledTimes(2);
    cache.sweep();
    cache.get('b:1', () => make('b:1'));
    expect(make).toHaveBeenCalledTimes(3);
  });
});

import { chooseEncoding, notModified } from './send-feed';

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

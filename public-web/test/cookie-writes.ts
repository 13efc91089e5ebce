/**
 * Records every `document.cookie = …` write, so tests can check the attributes (Max-Age, Path) that
 * reading document.cookie never shows. The writes still reach jsdom's cookie jar.
 */
export function recordCookieWrites() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return {
    writes,
    /** Writes of one cookie, by name. */
    of: (name: string) => writes.filter((w) => w.startsWith(`${name}=`)),
    /** Forget the writes so far (e.g. the test's own setup). */
    clear: () => {
      writes.length = 0;
    },
    restore: () => {
      delete (document as unknown as Record<string, unknown>).cookie;
    },
  };
}

export const cookieNames = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean)
    .sort();

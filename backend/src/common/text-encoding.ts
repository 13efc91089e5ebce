import { isUtf8 } from 'node:buffer';

/**
 * What every text the server takes in must be: UTF-8 on the wire, and once decoded no unpaired UTF-16 surrogate and no
 * NUL. Bytes that are not UTF-8 would be decoded to U+FFFD and stored so; a JSON escape `\ud800` decodes to a lone
 * surrogate even in valid UTF-8 (PostgreSQL's driver stores it as U+FFFD; validator.js's isEmail throws on it); NUL is
 * a character PostgreSQL can neither store nor compare. The body parsers, the query-string check and the validation
 * pipe all ask here.
 */

/** With the `u` flag a surrogate half matches `\p{Cs}` only when it stands alone: a paired emoji does not. */
const LONE_SURROGATE = /\p{Cs}/u;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Raw body bytes announced as UTF-8 that are UTF-8 (a UTF-16 surrogate encoded as UTF-8 is not). */
export function isUtf8Bytes(bytes: Uint8Array): boolean {
  return isUtf8(bytes);
}

export type TextProblem = 'encoding' | 'nul';

/** Nothing to decode: printable ASCII without `%` (the usual query string answers here, at the cost of one regex). */
const PLAIN_ASCII = /^[!-$&-~]*$/;
const HEX = /^[0-9a-fA-F]{2}$/;

/**
 * The problem of one percent-encoded text (a query-string name or value, an urlencoded body's): its bytes after
 * percent-decoding must be UTF-8 without NUL. A `%` not followed by two hex digits stays a literal `%`, as Node's
 * querystring reads it.
 */
export function percentEncodedTextProblem(raw: string): TextProblem | undefined {
  if (PLAIN_ASCII.test(raw)) return undefined;
  // The request line arrives as bytes read as Latin-1; a character beyond it came already decoded from elsewhere.
  const source = /[\u0100-\uffff]/.test(raw) ? Buffer.from(raw, 'utf8') : Buffer.from(raw, 'latin1');
  const bytes = Buffer.allocUnsafe(source.length);
  let n = 0;
  for (let i = 0; i < source.length; i += 1) {
    const escape = source[i] === 0x25 && i + 2 < source.length ? source.toString('latin1', i + 1, i + 3) : '';
    if (HEX.test(escape)) {
      bytes[n++] = Number.parseInt(escape, 16);
      i += 2;
    } else bytes[n++] = source[i];
  }
  const decoded = bytes.subarray(0, n);
  if (!isUtf8(decoded)) return 'encoding';
  return decoded.includes(0) ? 'nul' : undefined;
}

/**
 * The first name or value of a query string (or an urlencoded body) that is not clean text, named by its parameter
 * (`query` when the name itself is the problem), or undefined.
 */
export function queryTextProblem(query: string): { field: string; problem: TextProblem } | undefined {
  if (PLAIN_ASCII.test(query)) return undefined;
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const nameProblem = percentEncodedTextProblem(name);
    if (nameProblem) return { field: 'query', problem: nameProblem };
    const valueProblem = at < 0 ? undefined : percentEncodedTextProblem(pair.slice(at + 1));
    if (valueProblem) return { field: decodedName(name), problem: valueProblem };
  }
  return undefined;
}

/** The parameter's name as a person wrote it; as sent when a stray `%` makes it undecodable (it is clean text either way). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

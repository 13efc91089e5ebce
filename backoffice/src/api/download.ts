import { HttpError } from 'react-admin';
import { readToken } from '../auth/storedSession';
import { apiUrl } from './http';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * GET a file (an .xlsx report, a .docx announcement). fetchJson cannot read binary answers, so
 * this is plain fetch with the same bearer header as httpClient and the same HttpError on failure
 * (status + the server's { statusCode, message } body when it sent one).
 */
export async function fetchFile(path: string, fallbackName: string, init: RequestInit = {}): Promise<DownloadedFile> {
  // `init`: a POST with a JSON body for reports whose criteria do not fit a query string (the users report).
  const headers = new Headers(init.headers);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(apiUrl(path), { ...init, headers });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    const message = (body as { message?: unknown } | null)?.message;
    throw new HttpError(typeof message === 'string' ? message : response.statusText, response.status, body);
  }
  return {
    blob: await response.blob(),
    filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}

/**
 * The file name of a Content-Disposition header: RFC 6266's `filename*=UTF-8''…` (Polish letters)
 * wins over the plain `filename=`.
 */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return basename(decodeURIComponent(extended[1].trim()));
    } catch {
      // Malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/.exec(header);
  if (!plain) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  return value ? basename(value) : null;
}

// A name, never a path: the browser would refuse it anyway, but keep it tidy.
const basename = (name: string) => name.split(/[\\/]/).pop() ?? name;

/** Hands a blob to the browser as a download ("save the blob with a link"). */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

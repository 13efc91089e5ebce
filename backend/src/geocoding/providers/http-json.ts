import { GeocoderUnavailableError } from './geocoder';

/**
 * GET a JSON document with a time limit. Anything but a 200 with JSON is a GeocoderUnavailableError whose detail
 * names the host and status only: the URL may hold an API key.
 */
export async function getJson(url: URL, options: { timeoutMs: number; headers?: Record<string, string> }): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json', ...options.headers }, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    const reason = timedOut(error) ? `no answer within ${options.timeoutMs} ms` : 'connection failed';
    throw new GeocoderUnavailableError(`${url.host}: ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new GeocoderUnavailableError(`${url.host}: HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new GeocoderUnavailableError(`${url.host}: ${timedOut(error) ? `no answer within ${options.timeoutMs} ms` : 'the answer is not JSON'}`);
  }
}

/** By name: the abort reason is a DOMException, which is not an `Error` of every realm (jest's, for one). */
function timedOut(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

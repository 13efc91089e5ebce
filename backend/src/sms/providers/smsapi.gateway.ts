import { SmsAccepted, SmsGateway, SmsGatewayError } from './sms-gateway';

export interface SmsapiOptions {
  /** https://api.smsapi.pl (or https://api.smsapi.com for accounts there). */
  baseUrl: string;
  /** OAuth token generated in the SMSAPI customer panel. */
  token: string;
  /** A sender name registered in the SMSAPI panel; without it SMSAPI uses the account's default. */
  sender?: string;
  timeoutMs: number;
}

/** SMSAPI's own error codes that mean our account or token is wrong, not the message (SMSAPI docs, error codes). */
const ACCOUNT_ERRORS = new Set([101, 102, 103, 104, 105, 123]);

interface SmsapiAnswer {
  count?: number;
  list?: Array<{ id?: unknown; status?: unknown; error?: unknown }>;
  error?: unknown;
  message?: unknown;
}

/**
 * SMSAPI.pl, the HTTP API (`POST /sms.do`, form fields, bearer token, `format=json`). Errors come as
 * `{ error: code, message }` — with HTTP 200 on older accounts, with a 4xx on newer ones — and are
 * reported as SmsGatewayError with SMSAPI's code and text.
 */
export class SmsapiGateway implements SmsGateway {
  readonly name = 'smsapi';

  constructor(private readonly options: SmsapiOptions) {}

  async send(to: string, text: string): Promise<SmsAccepted> {
    const url = new URL('/sms.do', this.options.baseUrl);
    const form = new URLSearchParams({ to, message: text, format: 'json', encoding: 'utf-8' });
    if (this.options.sender) form.set('from', this.options.sender);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.options.token}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new SmsGatewayError(
        'unavailable',
        `SMSAPI (${url.host}): ${timedOut(error) ? `brak odpowiedzi w ciągu ${this.options.timeoutMs} ms` : 'nie udało się połączyć'}`,
      );
    }
    let answer: SmsapiAnswer | undefined;
    try {
      answer = (await response.json()) as SmsapiAnswer;
    } catch (error) {
      if (timedOut(error)) throw new SmsGatewayError('unavailable', `SMSAPI (${url.host}): brak odpowiedzi w ciągu ${this.options.timeoutMs} ms`);
      answer = undefined;
    }
    if (answer && answer.error !== undefined && answer.error !== null) {
      const code = Number(answer.error);
      const text = typeof answer.message === 'string' ? answer.message : 'bez opisu';
      const kind = response.status >= 500 || ACCOUNT_ERRORS.has(code) ? 'unavailable' : 'rejected';
      throw new SmsGatewayError(kind, `SMSAPI odrzuciło wiadomość (kod ${String(answer.error)}): ${text}`);
    }
    if (!response.ok || !answer) {
      throw new SmsGatewayError('unavailable', `SMSAPI (${url.host}): HTTP ${response.status}${answer ? '' : ', odpowiedź nie jest JSON'}`);
    }
    const first = answer.list?.[0];
    if (!first) throw new SmsGatewayError('unavailable', `SMSAPI (${url.host}): odpowiedź bez listy wiadomości`);
    return { providerMessageId: first.id === undefined || first.id === null ? null : String(first.id) };
  }
}

/** By name: the abort reason is a DOMException, not an `Error` of every realm. */
function timedOut(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

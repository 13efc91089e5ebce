import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, decoded enough for tests: headers, subject, text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * A real SMTP server in the test process on 127.0.0.1 (CONVENTIONS: real parts in tests): the app sends through
 * nodemailer over a real SMTP exchange, the test reads what arrived and follows the links in it.
 */
export class SmtpInbox {
  readonly messages: ReceivedMail[] = [];
  private waiters: Array<() => void> = [];
  /** When set, the server refuses every message with this text (a 550), to test delivery failures. */
  refuseWith: string | null = null;
  /** When set, each message is answered this much later: a slow server, so a test can act while mails are on their way. */
  answerDelayMs = 0;

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpInbox> {
    let inbox: SmtpInbox | undefined;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () =>
          setTimeout(() => {
            if (inbox!.refuseWith) {
              const error = new Error(inbox!.refuseWith) as Error & { responseCode: number };
              error.responseCode = 550;
              callback(error);
              return;
            }
            const raw = Buffer.concat(chunks).toString('utf8');
            inbox!.messages.push({
              ...parseMessage(raw),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
            });
            inbox!.waiters.splice(0).forEach((wake) => wake());
            callback();
          }, inbox!.answerDelayMs),
        );
      },
    });
    // A sender killed mid-session (two-instances.e2e-spec.ts kills one with SIGKILL) resets its connection: smtp-server
    // reports that as an 'error' event, which would otherwise end the test run; the inbox goes on serving the others.
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    inbox = new SmtpInbox(server, (server.server.address() as AddressInfo).port);
    return inbox;
  }

  /** The environment that points the app at this server. */
  env(): Record<string, string> {
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(this.port), SMTP_SECURE: 'false' };
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
  }

  /** The newest mail to `address` after `already` mails to it had arrived; waits up to `timeoutMs`. */
  async waitFor(address: string, { already = 0, timeoutMs = 10_000 }: { already?: number; timeoutMs?: number } = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mine = this.to(address);
      if (mine.length > already) return mine[mine.length - 1];
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`No mail to ${address} within ${timeoutMs} ms (received: ${this.messages.map((m) => m.to.join(',')).join('; ') || 'none'})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Every http(s) link of the text part. */
export function linksOf(mail: ReceivedMail): string[] {
  return [...new Set(mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

/** The value of a query parameter of the first link that has it ('resetPasswordToken' …). */
export function tokenFrom(mail: ReceivedMail, parameter: string): string {
  for (const link of linksOf(mail)) {
    const value = new URL(link).searchParams.get(parameter);
    if (value) return value;
  }
  throw new Error(`No link with ${parameter} in the mail "${mail.subject}":\n${mail.text}`);
}

// A minimal MIME reader: enough for what nodemailer writes (multipart/alternative, quoted-printable or base64, RFC 2047 subjects).

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '').toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseMessage(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html'> {
  const result = { subject: '', text: '', html: '' };
  const walk = (part: string) => {
    const { headers, body } = splitHead(part);
    const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const child of body.split(`--${boundary}`).slice(1)) {
        if (child.startsWith('--')) break;
        walk(child.replace(/^\r?\n/, ''));
      }
      return;
    }
    const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
    if (type.startsWith('text/html')) result.html ||= decoded;
    else if (type.startsWith('text/plain')) result.text ||= decoded;
  };
  result.subject = decodeWords(splitHead(raw).headers.get('subject') ?? '');
  walk(raw);
  return result;
}

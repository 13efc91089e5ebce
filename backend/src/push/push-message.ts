/**
 * One push alert as the outbox stores it (the notification's body, JSON): what the browser shows, and how the push
 * service should treat it (RFC 8030 TTL, Urgency, Topic). The service worker (public-web/public/sw.js) reads
 * `title`, `body`, `url`, `tag` and `actions`.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** The address card: `/public/{lng}/{lat}?adres=…` on the public URL (or the map when the address has no point). */
  url: string;
  /** Replaces an earlier notification of the same outage on the device. */
  tag: string;
  /** A button that dials the hotline (`tel:`). */
  actions: Array<{ action: string; title: string; url: string }>;
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: 'high' | 'normal';
  /** RFC 8030 §5.4: an undelivered message with the same topic is replaced (at most 32 base64url characters). */
  topic: string;
}

/** The part that travels to the browser, encrypted; the transport fields stay on the server. */
export function browserPayload(m: PushMessage): string {
  return JSON.stringify({ title: m.title, body: m.body, url: m.url, tag: m.tag, actions: m.actions });
}

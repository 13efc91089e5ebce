import type { ECDH } from 'node:crypto';

export interface PushReceived {
  subscriptionId: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  /** The decrypted payload (null when `decrypt` is off). */
  payload: string | null;
  at: number;
}

export interface LocalSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export declare function vapidProblem(
  header: string | undefined,
  origin: string,
  expectedKey: string | null,
  now?: number,
): { status: number; reason: string } | null;
export declare function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): string;

export declare class LocalPushService {
  readonly received: PushReceived[];
  readonly refused: Array<{ path: string; status: number; reason: string }>;
  expectedKey: string | null;
  decrypt: boolean;
  readonly origin: string;
  readonly serviceHost: string;
  readonly caFile: string;
  static start(): Promise<LocalPushService>;
  subscribe(): LocalSubscription;
  answer(id: string, status: number): void;
  messagesTo(id: string): PushReceived[];
  close(): Promise<void>;
}

import { createHash } from 'node:crypto';

/** The chain's start: the previous hash of the first record ever written. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields a record's hash covers: everything but its own id and hash. */
export interface ChainedFields {
  at: Date;
  actorId: number | null;
  actorMethod: string | null;
  address: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  prevHash: string;
}

/** JSON with keys sorted at every level, so PostgreSQL's jsonb (which reorders keys) reads back to the same bytes. */
export function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function recordHash(fields: ChainedFields): string {
  const { at, actorId, actorMethod, address, action, entity, entityId, before, after, prevHash } = fields;
  return createHash('sha256').update(canonical({ at, actorId, actorMethod, address, action, entity, entityId, before, after, prevHash })).digest('hex');
}

/**
 * Checks records handed to it in id order. The first one may start after a retention run: then its previous hash is
 * one that a retention record carries as `lastDeletedHash` (an anchor). `fits` is false for the first record that
 * does not continue the chain or whose hash does not match its fields.
 */
export class ChainCheck {
  private prev: string | null = null;

  constructor(private readonly anchors: ReadonlySet<string>) {}

  fits(r: ChainedFields & { hash: string }): boolean {
    const expectedPrev = this.prev ?? (this.anchors.has(r.prevHash) ? r.prevHash : GENESIS_HASH);
    this.prev = r.hash;
    return r.prevHash === expectedPrev && recordHash(r) === r.hash;
  }
}

/** An e-mail or phone of the person acted on, shown only as much as the reader needs: a***@example.pl, ***-***-200. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return email ?? null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return phone ?? null;
  const digits = phone.replace(/\D/g, '');
  return `***${digits.slice(-3)}`;
}

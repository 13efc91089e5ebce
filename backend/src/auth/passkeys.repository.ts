import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { PasskeyEntity } from './entities/passkey.entity';
import { WebAuthnChallengeEntity, type WebAuthnPurpose } from './entities/webauthn-challenge.entity';

/** New passkey fields, as a verified registration gives them. */
export type NewPasskey = Pick<PasskeyEntity, 'userId' | 'credentialId' | 'publicKey' | 'transports' | 'name' | 'backedUp'> & { counter: number };

/** The only place that queries `passkeys` and `webauthn_challenges`. */
@Injectable()
export class PasskeysRepository {
  constructor(
    @InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>,
    @InjectRepository(WebAuthnChallengeEntity) private readonly challenges: Repository<WebAuthnChallengeEntity>,
  ) {}

  listOf(userId: number, em: EntityManager = this.passkeys.manager): Promise<PasskeyEntity[]> {
    return em.find(PasskeyEntity, { where: { userId }, order: { id: 'ASC' } });
  }

  /** Serialises changes to one person's passkeys until the transaction ends. */
  async lockOwner(userId: number, em: EntityManager): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`passkeys ${userId}`]);
  }

  countOf(userId: number): Promise<number> {
    return this.passkeys.countBy({ userId });
  }

  /** Only the person's own credential: someone else's id finds nothing. */
  findOwn(userId: number, credentialId: string): Promise<PasskeyEntity | null> {
    return this.passkeys.findOneBy({ userId, credentialId });
  }

  /** False when the credential is registered already (to this person or another). */
  async add(passkey: NewPasskey, em: EntityManager = this.passkeys.manager): Promise<PasskeyEntity | null> {
    const rows: Array<{ id: number }> = await em.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, backed_up) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
      [passkey.userId, passkey.credentialId, passkey.publicKey, passkey.counter, passkey.transports, passkey.name, passkey.backedUp],
    );
    return rows[0] ? em.findOneBy(PasskeyEntity, { id: rows[0].id }) : null;
  }

  /**
   * Records a use with the authenticator's new counter. The counter only moves forward: of two uses racing with one
   * counter value, one wins (an authenticator that keeps no counter reports 0 every time, which stays allowed).
   */
  async recordUse(id: number, counter: number, backedUp: boolean): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.passkeys.query(
      `UPDATE passkeys SET counter = $2, backed_up = $3, last_used_at = now() WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))`,
      [id, counter, backedUp],
    );
    return affected === 1;
  }

  /** True when the person had such a passkey. */
  async removeOwn(userId: number, id: number, em: EntityManager = this.passkeys.manager): Promise<boolean> {
    const result = await em.delete(PasskeyEntity, { userId, id });
    return (result.affected ?? 0) > 0;
  }

  /** Every passkey of the person (an administrator's reset); the number removed. */
  async removeAll(userId: number, em: EntityManager): Promise<number> {
    await em.delete(WebAuthnChallengeEntity, { userId });
    const result = await em.delete(PasskeyEntity, { userId });
    return result.affected ?? 0;
  }

  /**
   * Stores a new challenge for the person and purpose, replacing one left from an earlier try (one ceremony at a time
   * per purpose keeps the table to a row per person), and drops everyone's expired ones on the way.
   */
  async saveChallenge(userId: number, purpose: WebAuthnPurpose, challenge: string, ttlSeconds: number): Promise<void> {
    await this.challenges.manager.transaction(async (em) => {
      await em.query(`DELETE FROM webauthn_challenges WHERE (user_id = $1 AND purpose = $2) OR expires_at < now()`, [userId, purpose]);
      await em.query(`INSERT INTO webauthn_challenges (user_id, purpose, challenge, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
        userId,
        purpose,
        challenge,
        ttlSeconds,
      ]);
    });
  }

  /** Takes the challenge if it is the person's, of this purpose and not expired: true once, false for any later try. */
  async consumeChallenge(userId: number, purpose: WebAuthnPurpose, challenge: string): Promise<boolean> {
    // TypeORM answers a DELETE with [rows, count].
    const [rows]: [Array<{ live: boolean }>, number] = await this.challenges.query(
      `DELETE FROM webauthn_challenges WHERE user_id = $1 AND purpose = $2 AND challenge = $3 RETURNING expires_at > now() AS live`,
      [userId, purpose, challenge],
    );
    return rows.some((r) => r.live);
  }
}

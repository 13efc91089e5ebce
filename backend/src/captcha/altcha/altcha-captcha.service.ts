import { Inject, Injectable, Logger } from '@nestjs/common';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CaptchaService, type CaptchaAction, type CaptchaVerdict } from '../captcha.service';
import { UsedSolutionsRepository } from '../used-solutions.repository';
import { parseAltchaPayload } from './altcha-payload';

/**
 * PBKDF2 runs natively in the browser (WebCrypto), so a person's browser and a bot pay about the same
 * per try; the number of tries (CAPTCHA_COST) sets the work. Bundled in the widget, no extra worker.
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const ALTCHA_ITERATIONS = 1000;
/** Long enough to fill in the survey after solving; short enough that spent solutions need little storage. */
export const ALTCHA_CHALLENGE_TTL_SECONDS = 10 * 60;

/**
 * Self-hosted ALTCHA (altcha-lib 2): challenges signed with CAPTCHA_HMAC_KEY and bound to an action;
 * a solution is accepted once (docs/captcha.md).
 */
@Injectable()
export class AltchaCaptchaService extends CaptchaService {
  private readonly logger = new Logger('Captcha');
  private readonly hmacKey: string;
  /** Signs the expected key, so verifying is one HMAC instead of re-running the key derivation. */
  private readonly keySignatureKey: string;
  private readonly cost: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly used: UsedSolutionsRepository,
  ) {
    super();
    this.hmacKey = config.captcha.hmacKey;
    this.keySignatureKey = createHmac('sha256', config.captcha.hmacKey).update('altcha-key-signature').digest('hex');
    this.cost = config.captcha.cost;
  }

  /** A new challenge for `action`: the solver must find a counter drawn between half of CAPTCHA_COST and all of it. */
  createChallenge(action: CaptchaAction, now = Date.now()): Promise<Challenge> {
    return createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_ITERATIONS,
      counter: randomInt(this.cost, Math.ceil(this.cost / 2)),
      deriveKey,
      data: { action },
      expiresAt: Math.floor(now / 1000) + ALTCHA_CHALLENGE_TTL_SECONDS,
      hmacSignatureSecret: this.hmacKey,
      hmacKeySignatureSecret: this.keySignatureKey,
    });
  }

  async verify(token: string | null | undefined, action: CaptchaAction): Promise<CaptchaVerdict> {
    if (!token) return this.refuse('missing');
    const payload = parseAltchaPayload(token);
    if (!payload) return this.refuse('malformed');
    const { challenge, solution } = payload;
    let result;
    try {
      result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.hmacKey,
        hmacKeySignatureSecret: this.keySignatureKey,
      });
    } catch {
      // altcha-lib throws on values it cannot use (an unknown algorithm, a bad counter): not a person's solution.
      return this.refuse('invalid');
    }
    if (result.expired) return this.refuse('expired');
    if (!result.verified) return this.refuse('invalid');
    // Only now is `data` trustworthy: it is covered by the signature just checked.
    if (challenge.parameters.data?.action !== action) return this.refuse('wrong-action');
    const expiresAt = new Date(challenge.parameters.expiresAt! * 1000);
    if (!(await this.used.markUsed(challenge.signature!, expiresAt))) return this.refuse('replayed');
    await this.used.deleteExpired();
    return { ok: true };
  }

  private refuse(reason: Exclude<CaptchaVerdict, { ok: true }>['reason']): CaptchaVerdict {
    this.logger.debug(`ALTCHA refused: ${reason}`);
    return { ok: false, reason };
  }
}

import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CAPTCHA_MESSAGES, CaptchaService, type CaptchaAction, type CaptchaVerdict } from '../captcha.service';

/** Google's answer (https://developers.google.com/recaptcha/docs/v3#site_verify_response). */
interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

export const RECAPTCHA_TIMEOUT_MS = 5000;

/**
 * Google reCAPTCHA v3, for operators who prefer it (CAPTCHA_PROVIDER=recaptcha). The token is checked
 * at RECAPTCHA_VERIFY_URL; it must be valid, for the same action and score at least RECAPTCHA_MIN_SCORE.
 * Google refuses a token seen before ('timeout-or-duplicate'), so no local replay store is needed.
 */
@Injectable()
export class RecaptchaCaptchaService extends CaptchaService {
  private readonly logger = new Logger('Captcha');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async verify(token: string | null | undefined, action: CaptchaAction): Promise<CaptchaVerdict> {
    if (!token) return { ok: false, reason: 'missing' };
    const { secret, minScore, verifyUrl } = this.config.captcha.recaptcha;
    let answer: SiteVerifyAnswer;
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: secret ?? '', response: token }).toString(),
        signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      answer = (await response.json()) as SiteVerifyAnswer;
    } catch (error) {
      this.logger.error(`reCAPTCHA verification unreachable: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(CAPTCHA_MESSAGES.unavailable);
    }
    if (answer.success !== true) {
      this.logger.debug(`reCAPTCHA refused: ${(answer['error-codes'] ?? []).join(', ')}`);
      return { ok: false, reason: answer['error-codes']?.includes('timeout-or-duplicate') ? 'replayed' : 'invalid' };
    }
    if (answer.action !== action) return { ok: false, reason: 'wrong-action' };
    if (typeof answer.score !== 'number' || answer.score < minScore) return { ok: false, reason: 'low-score' };
    return { ok: true };
  }
}

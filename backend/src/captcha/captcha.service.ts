import { BadRequestException } from '@nestjs/common';

/** What a captcha proves a person did; bound into each challenge so a solution for one form cannot be spent on another. */
export const CAPTCHA_ACTIONS = ['POLL', 'REPORT'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

export type CaptchaFailure = 'missing' | 'malformed' | 'invalid' | 'expired' | 'wrong-action' | 'replayed' | 'low-score';
export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaFailure };

export const CAPTCHA_MESSAGES = {
  failed: 'Weryfikacja captcha nie powiodła się. Spróbuj ponownie.',
  unavailable: 'Weryfikacja captcha jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
} as const;

/** The field name of the spec (public §3), kept whichever provider checks it. */
export const CAPTCHA_FIELD = 'recaptchaToken';

/**
 * Checks that a form was sent by a person. One implementation per provider (CAPTCHA_PROVIDER):
 * self-hosted ALTCHA or Google reCAPTCHA. Used by the survey and, later, the report wizard.
 */
export abstract class CaptchaService {
  /** Never throws for a bad token (that is a verdict); throws 503 only when the provider cannot be reached. */
  abstract verify(token: string | null | undefined, action: CaptchaAction): Promise<CaptchaVerdict>;

  /** 400 with the message under `recaptchaToken` unless the token proves `action`; a good token is spent. */
  async assertHuman(token: string | null | undefined, action: CaptchaAction): Promise<void> {
    const verdict = await this.verify(token, action);
    if (!verdict.ok) {
      throw new BadRequestException({ message: CAPTCHA_MESSAGES.failed, errors: { [CAPTCHA_FIELD]: CAPTCHA_MESSAGES.failed } });
    }
  }
}

import { BadRequestException } from '@nestjs/common';
import type { CaptchaAction, CaptchaVerdict } from '../captcha/captcha.service';
import { CaptchaService } from '../captcha/captcha.service';
import type { AddPollAnswerDto } from './dto/add-poll-answer.dto';
import type { PollRepository } from './poll.repository';
import { PollService } from './poll.service';

class FakeCaptcha extends CaptchaService {
  verdict: CaptchaVerdict = { ok: true };
  readonly calls: [string | null | undefined, CaptchaAction][] = [];
  async verify(token: string | null | undefined, action: CaptchaAction): Promise<CaptchaVerdict> {
    this.calls.push([token, action]);
    return this.verdict;
  }
}

const dto = (overrides: Partial<AddPollAnswerDto> = {}): AddPollAnswerDto => ({
  reportFailureTarget: true,
  failureCheckTarget: false,
  plannedCheckTarget: true,
  targetAchieved: false,
  targetNotAchieved: true,
  additionalRemarks: 'Mapa mogłaby być większa.',
  recaptchaToken: 'token',
  ...overrides,
});

describe('PollService', () => {
  let captcha: FakeCaptcha;
  let inserted: unknown[];
  let sut: PollService;

  beforeEach(() => {
    captcha = new FakeCaptcha();
    inserted = [];
    sut = new PollService({ insert: async (v: unknown) => void inserted.push(v) } as unknown as PollRepository, captcha);
  });

  it('checks the captcha for the POLL action and stores the answers without the token', async () => {
    await sut.add(dto());
    expect(captcha.calls).toEqual([['token', 'POLL']]);
    expect(inserted).toEqual([
      { reportFailureTarget: true, failureCheckTarget: false, plannedCheckTarget: true, targetAchieved: false, additionalRemarks: 'Mapa mogłaby być większa.' },
    ]);
  });

  it('stores an empty remark as none', async () => {
    await sut.add(dto({ additionalRemarks: '' }));
    expect(inserted).toEqual([expect.objectContaining({ additionalRemarks: null })]);
  });

  it('stores nothing and answers 400 under recaptchaToken when the captcha is refused', async () => {
    captcha.verdict = { ok: false, reason: 'replayed' };
    const error = await sut.add(dto()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as BadRequestException).getResponse()).toEqual({
      message: 'Weryfikacja captcha nie powiodła się. Spróbuj ponownie.',
      errors: { recaptchaToken: 'Weryfikacja captcha nie powiodła się. Spróbuj ponownie.' },
    });
    expect(inserted).toEqual([]);
  });
});

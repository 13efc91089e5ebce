import { Injectable } from '@nestjs/common';
import type { Writable } from 'node:stream';
import { CaptchaService } from '../captcha/captcha.service';
import { AddPollAnswerDto } from './dto/add-poll-answer.dto';
import { writePollResults } from './excel/poll-results.workbook';
import { PollRepository } from './poll.repository';

/** The survey (public spec §2, §4, §7): answers from anyone who passes the captcha; results for administrators. */
@Injectable()
export class PollService {
  constructor(
    private readonly polls: PollRepository,
    private readonly captcha: CaptchaService,
  ) {}

  /** The DTO rules have already passed (validation pipe); the captcha is checked and spent before anything is stored. */
  async add(dto: AddPollAnswerDto): Promise<void> {
    await this.captcha.assertHuman(dto.recaptchaToken, 'POLL');
    await this.polls.insert({
      reportFailureTarget: dto.reportFailureTarget,
      failureCheckTarget: dto.failureCheckTarget,
      plannedCheckTarget: dto.plannedCheckTarget,
      targetAchieved: dto.targetAchieved,
      additionalRemarks: dto.additionalRemarks || null,
    });
  }

  writeResults(out: Writable): Promise<void> {
    return writePollResults(out, this.polls.inBatches());
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaptchaModule } from '../captcha/captcha.module';
import { PollAnswerEntity } from './entities/poll-answer.entity';
import { PollResultsController, PublicPollController } from './poll.controller';
import { PollRepository } from './poll.repository';
import { PollService } from './poll.service';

@Module({
  imports: [TypeOrmModule.forFeature([PollAnswerEntity]), CaptchaModule],
  controllers: [PublicPollController, PollResultsController],
  providers: [PollService, PollRepository],
})
export class PollModule {}

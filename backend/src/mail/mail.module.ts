import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxEntity } from './entities/mail-outbox.entity';
import { MailOutboxController } from './mail-outbox.controller';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailService } from './mail.service';

/** Outgoing mail for every module: `MailService.send({ to, subject, text, html })` (docs/mail.md). */
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntity])],
  controllers: [MailOutboxController],
  providers: [MailService, MailOutboxRepository],
  exports: [MailService, MailOutboxRepository],
})
export class MailModule {}

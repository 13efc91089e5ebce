import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CalendarFeedController, CalendarLinkController } from './calendar.controller';
import { CalendarListeners } from './calendar.listeners';
import { CalendarRepository } from './calendar.repository';
import { CalendarService } from './calendar.service';

/** Calendars of watched addresses (docs/calendar.md). */
@Module({
  imports: [AccountsModule],
  controllers: [CalendarLinkController, CalendarFeedController],
  providers: [CalendarService, CalendarRepository, CalendarListeners],
})
export class CalendarModule {}

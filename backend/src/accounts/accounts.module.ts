import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AreasModule } from '../areas/areas.module';
import { GeocodingModule } from '../geocoding/geocoding.module';
import { MailModule } from '../mail/mail.module';
import { PushModule } from '../push/push.module';
import { AccountMailsService } from './account-mails.service';
import { AccountSettingsController, StopEmailLinkController, UnsubscribeController } from './account-settings.controller';
import { AccountSettingsService } from './account-settings.service';
import { AccountTokensRepository } from './account-tokens.repository';
import { AccountsRepository } from './accounts.repository';
import { AccountTokenEntity } from './entities/account-token.entity';
import { ConsentEventEntity } from './entities/consent-event.entity';
import { WatchedAddressEntity } from './entities/watched-address.entity';
import { MyReportsRepository } from './my-reports.repository';
import { MyReportsService } from './my-reports.service';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';
import { WatchedAddressesController } from './watched-addresses.controller';
import { WatchedAddressesRepository } from './watched-addresses.repository';
import { WatchedAddressesService } from './watched-addresses.service';

/** Public accounts (docs/accounts.md) and the staff password reset and stop-e-mail envelope. */
@Module({
  imports: [TypeOrmModule.forFeature([AccountTokenEntity, ConsentEventEntity, WatchedAddressEntity]), MailModule, GeocodingModule, AreasModule, PushModule],
  controllers: [RegistrationController, AccountSettingsController, UnsubscribeController, StopEmailLinkController, WatchedAddressesController],
  providers: [
    AccountsRepository,
    AccountTokensRepository,
    WatchedAddressesRepository,
    MyReportsRepository,
    AccountMailsService,
    RegistrationService,
    AccountSettingsService,
    WatchedAddressesService,
    MyReportsService,
  ],
  exports: [WatchedAddressesRepository, WatchedAddressesService],
})
export class AccountsModule {}

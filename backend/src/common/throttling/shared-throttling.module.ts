import { DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { SharedThrottlerStorage } from './shared-throttler.storage';
import { ThrottlerHitsCleanup } from './throttler-hits.cleanup';
import { ThrottlerHitsRepository } from './throttler-hits.repository';
import { THROTTLERS } from './throttling-policy';

@Module({
  providers: [ThrottlerHitsRepository, SharedThrottlerStorage, ThrottlerHitsCleanup],
  exports: [SharedThrottlerStorage],
})
export class SharedThrottlerStorageModule {}

/**
 * @nestjs/throttler with its counters in PostgreSQL (docs/operations.md "Several instances"). Applied per route only
 * (sign-in, password change, account mails): the public feeds are never throttled per address — a whole city sits
 * behind a few NATs in a storm.
 */
export function sharedThrottlerModule(loginRatePerMinute: number): DynamicModule {
  return ThrottlerModule.forRootAsync({
    imports: [SharedThrottlerStorageModule],
    inject: [SharedThrottlerStorage],
    useFactory: (storage: SharedThrottlerStorage) => ({
      throttlers: [{ name: THROTTLERS.signIn, ttl: 60_000, limit: loginRatePerMinute }],
      storage,
    }),
  });
}

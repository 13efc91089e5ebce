import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events';

/** The one event bus (domain-events.ts): global, so a feature module raises or listens without importing another. */
@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class EventsModule {}

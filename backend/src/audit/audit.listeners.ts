import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { StaffSignInAttempted } from '../auth/events/staff-sign-in';
import { SecondFactorReset } from '../auth/events/second-factor-reset';
import { PlannedOutageDecided, PlannedOutageDeleted } from '../planned-outages/events/planned-outage.events';
import { SettingsChanged } from '../settings/events/settings-changed';
import { UserChanged, type UserFacts } from '../users/events/user-changed';
import { maskEmail, maskPhone } from './audit-chain';
import { AuditService } from './audit.service';

/**
 * The audit trail is fed by the writers' events. A change's record is written inside the writing transaction (an
 * in-transaction listener): no change commits without its record, and a record of a rolled-back change never exists.
 * A sign-in changes nothing the trail could share a transaction with; its record is written as soon as its outcome is
 * known, before the answer leaves (docs/security.md "Audit trail").
 */
@Injectable()
export class AuditListeners implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.events.inTransaction(UserChanged, (e, em) =>
      this.audit.record(
        { actor: e.actor, action: `user.${e.kind}`, entity: 'user', entityId: e.userId, before: maskedUser(e.before), after: maskedUser(e.after) },
        em,
      ),
    );
    this.events.inTransaction(PlannedOutageDecided, (e, em) =>
      this.audit.record(
        {
          actor: e.actor,
          action: e.to === 'ACCEPTED' ? 'planned-outage.accept' : 'planned-outage.reject',
          entity: 'planned-outage',
          entityId: e.id,
          before: { acceptStatus: e.from },
          after: { acceptStatus: e.to },
        },
        em,
      ),
    );
    this.events.inTransaction(PlannedOutageDeleted, (e, em) =>
      this.audit.record(
        {
          actor: e.actor,
          action: 'planned-outage.delete',
          entity: 'planned-outage',
          entityId: e.id,
          before: { acceptStatus: e.acceptStatus, deleted: false },
          after: { deleted: true },
        },
        em,
      ),
    );
    this.events.inTransaction(SettingsChanged, (e, em) =>
      this.audit.record({ actor: e.actor, action: 'settings.edit', entity: 'settings', entityId: null, before: e.before, after: e.after }, em),
    );
    this.events.inTransaction(SecondFactorReset, (e, em) =>
      this.audit.record(
        {
          actor: e.actor,
          action: 'auth.second-factor.reset',
          entity: 'user',
          entityId: e.userId,
          before: { secondFactor: e.hadSecondFactor },
          after: { secondFactor: false },
        },
        em,
      ),
    );
    this.events.onCommitted(StaffSignInAttempted, (e) =>
      this.audit.record({
        actor: e.actor,
        action: `auth.sign-in.${e.outcome}`,
        entity: 'session',
        entityId: e.actor.userId,
        after: { login: maskEmail(e.login) },
      }),
    );
  }
}

/** The person acted on is named; their e-mail and phone are shown only as much as a reader needs to tell them apart. */
function maskedUser(u: UserFacts | null): Record<string, unknown> | null {
  return u && { ...u, email: maskEmail(u.email), phone: maskPhone(u.phone) };
}

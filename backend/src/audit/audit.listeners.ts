import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { StaffSignInAttempted } from '../auth/events/staff-sign-in';
import { AreasUploaded } from '../areas/events/areas-uploaded';
import { SecondFactorReset } from '../auth/events/second-factor-reset';
import { SecondFactorChanged } from '../auth/events/second-factor-changed';
import { PlannedOutageActualReported, PlannedOutageDecided, PlannedOutageDeleted, PlannedOutageSaved } from '../planned-outages/events/planned-outage.events';
import { TestSmsSent } from '../sms/events/test-sms-sent';
import { UsersReportExported } from '../users/events/users-report-exported';
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
          before: { secondFactor: e.hadSecondFactor, passkeys: e.passkeysRemoved },
          after: { secondFactor: false, passkeys: 0 },
        },
        em,
      ),
    );
    // A person's own second factor: which factor and a passkey's name, never its secret, codes or public key.
    this.events.inTransaction(SecondFactorChanged, (e, em) => {
      const factor = e.passkey ? { factor: 'passkey', passkeyId: e.passkey.id, name: e.passkey.name } : { factor: 'totp' };
      return this.audit.record(
        {
          actor: e.actor,
          action: `auth.second-factor.${e.change}`,
          entity: 'user',
          entityId: e.actor.userId,
          before: e.change === 'passkey-remove' ? factor : null,
          after: e.change === 'passkey-remove' ? null : factor,
        },
        em,
      );
    });
    this.events.onCommitted(StaffSignInAttempted, (e) =>
      this.audit.record({
        actor: e.actor,
        action: `auth.sign-in.${e.outcome}`,
        entity: 'session',
        entityId: e.actor.userId,
        after: { login: maskEmail(e.login), ...(e.reason ? { reason: e.reason } : {}) },
      }),
    );
    // Plan against fact: the actual times or a cancellation, by a dispatcher or the outage-management system (no user).
    this.events.inTransaction(PlannedOutageActualReported, (e, em) =>
      this.audit.record(
        {
          actor: e.actor,
          action: e.after.cancelled && !e.before.cancelled ? 'planned-outage.cancel' : 'planned-outage.actual',
          entity: 'planned-outage',
          entityId: e.id,
          before: { ...e.before },
          after: { ...e.after },
        },
        em,
      ),
    );
    this.events.inTransaction(PlannedOutageSaved, (e, em) =>
      this.audit.record(
        {
          actor: e.actor,
          action: `planned-outage.${e.kind}`,
          entity: 'planned-outage',
          entityId: e.id,
          before: e.before && { ...e.before },
          after: { ...e.after },
        },
        em,
      ),
    );
    this.events.inTransaction(AreasUploaded, async (e, em) => {
      for (const a of e.areas) {
        await this.audit.record(
          {
            actor: e.actor,
            action: 'area.upload',
            entity: 'area',
            entityId: a.id,
            before: a.before && { ...a.before },
            after: { ...a.after, fileName: e.fileName },
          },
          em,
        );
      }
    });
    this.events.onCommitted(TestSmsSent, (e) =>
      this.audit.record({ actor: e.actor, action: 'sms.test', entity: 'sms', entityId: e.outboxId, after: { to: maskPhone(e.to), status: e.status } }),
    );
    this.events.onCommitted(UsersReportExported, (e) =>
      this.audit.record({ actor: e.actor, action: 'user.export', entity: 'user', entityId: null, after: { filters: maskedFilters(e.filters), rows: e.rows } }),
    );
  }
}

/** The person acted on is named; their e-mail and phone are shown only as much as a reader needs to tell them apart. */
function maskedUser(u: UserFacts | null): Record<string, unknown> | null {
  return u && { ...u, email: maskEmail(u.email), phone: maskPhone(u.phone) };
}

/** A filter by e-mail names a person as much as the e-mail itself does. */
function maskedFilters(filters: Record<string, unknown>): Record<string, unknown> {
  return typeof filters.email === 'string' ? { ...filters, email: maskEmail(filters.email) } : filters;
}

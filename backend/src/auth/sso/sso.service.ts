import { createHmac } from 'node:crypto';
import { Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import * as oidc from 'openid-client';
import type { Actor } from '../../common/events/actor';
import { DomainEvents } from '../../common/events/domain-events';
import { isUniqueViolation } from '../../common/database-errors';
import { hasHiddenCharacters, isEmailAddress, normalizeEmail } from '../../common/email-address';
import { SIGN_IN_FAILURES } from '../../common/metrics/process-metrics';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { claimAt, roleFromClaims, type OidcConfig, type SsoRole } from '../../config/oidc-config';
import type { UserEntity } from '../../users/entities/user.entity';
import { UserChanged } from '../../users/events/user-changed';
import { userFacts } from '../../users/users.service';
import { UsersRepository } from '../../users/users.repository';
import { AuthService } from '../auth.service';
import type { LoginResponseDto } from '../dto/login-response.dto';
import { StaffSignInAttempted } from '../events/staff-sign-in';
import { refusalReason, SsoRefusedException, type SsoRefusalReason } from './sso-refusals';
import type { SsoOptionsResponseDto } from './sso-options-response.dto';

export const SSO_MESSAGES = {
  notConfigured: 'Logowanie przez dostawcę tożsamości nie jest skonfigurowane',
  handoffExpired: 'Logowanie wygasło. Zaloguj się ponownie.',
} as const;

/** Between the redirect to the provider and its answer: long enough to type a password and a code there. */
export const STATE_TTL_SECONDS = 600;
/** Between the callback and the back office collecting the session: one page load. */
export const HANDOFF_TTL_SECONDS = 60;
const STATE_AUDIENCE = 'sso-state';
const HANDOFF_AUDIENCE = 'sso-handoff';
/** How long the provider may take to answer one request (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

interface StatePayload {
  state: string;
  nonce: string;
  verifier: string;
}

interface HandoffPayload {
  sub: number;
  ver: number;
}

/**
 * Staff single sign-on through the operator's OpenID provider (docs/security.md "Single sign-on"): authorization code
 * with PKCE, state and nonce, checked by openid-client. The provider vouches for the person; the role comes from the
 * mapped group; the session is the password sign-in's.
 */
@Injectable()
export class SsoService {
  /** The provider's metadata, discovered once; a failed discovery is tried again at the next sign-in. */
  private discovery: Promise<oidc.Configuration> | null = null;
  /** The cookies' signatures use keys of their own, so neither can pass for the other or for a session token. */
  private readonly stateKey: string;
  private readonly handoffKey: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    private readonly users: UsersRepository,
    private readonly events: DomainEvents,
    private readonly auth: AuthService,
  ) {
    this.stateKey = createHmac('sha256', config.auth.jwtSecret).update('sso state').digest('base64');
    this.handoffKey = createHmac('sha256', config.auth.jwtSecret).update('sso handoff').digest('base64');
  }

  options(): SsoOptionsResponseDto {
    return { enabled: this.config.oidc !== null, providerName: this.config.oidc?.providerName ?? null, passwordSignIn: this.config.staffPasswords };
  }

  /** The provider's authorization address, and the signed state the browser keeps in a cookie until it comes back. */
  async begin(): Promise<{ location: string; state: string }> {
    const settings = this.settings();
    const client = await this.client();
    const payload: StatePayload = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const location = oidc.buildAuthorizationUrl(client, {
      redirect_uri: settings.redirectUrl,
      scope: settings.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(payload.verifier),
      code_challenge_method: 'S256',
      state: payload.state,
      nonce: payload.nonce,
    });
    const state = await this.jwt.signAsync(payload, { secret: this.stateKey, audience: STATE_AUDIENCE, expiresIn: STATE_TTL_SECONDS });
    return { location: location.href, state };
  }

  /**
   * The provider's answer: the code exchanged and the ID token checked (openid-client), the person matched to a staff
   * user with the mapped role. Answers a short-lived handoff the back office turns into the session; every refusal
   * and the success go to the audit trail.
   */
  async complete(query: string, stateCookie: string | undefined, clientIp: string): Promise<string> {
    const settings = this.settings();
    let email = '';
    try {
      const checks = await this.readState(stateCookie);
      const client = await this.client();
      const currentUrl = new URL(settings.redirectUrl);
      currentUrl.search = query;
      const tokens = await oidc
        .authorizationCodeGrant(client, currentUrl, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        })
        .catch((error: unknown) => {
          throw new SsoRefusedException(refusalReason(error));
        });
      const claims = await this.claims(client, tokens);
      email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
      if (!email || hasHiddenCharacters(email) || !isEmailAddress(email) || claims.email_verified === false) throw new SsoRefusedException('email-missing');
      const role = roleFromClaims(claims, settings);
      if (!role) throw new SsoRefusedException('no-role');
      const user = await this.staffUser(email, displayName(claims, email), role, clientIp);
      await this.events.publish(new StaffSignInAttempted('success', this.actor(user.id, clientIp), email));
      const handoff: HandoffPayload = { sub: user.id, ver: user.tokenVersion };
      return await this.jwt.signAsync(handoff, { secret: this.handoffKey, audience: HANDOFF_AUDIENCE, expiresIn: HANDOFF_TTL_SECONDS });
    } catch (error) {
      if (error instanceof SsoRefusedException) await this.refused(error.reason, email, clientIp);
      throw error;
    }
  }

  /** The back office collects the session the callback prepared: the password sign-in's answer, for a still valid user. */
  async session(handoffCookie: string | undefined): Promise<LoginResponseDto> {
    const payload = await this.jwt
      .verifyAsync<HandoffPayload>(handoffCookie ?? '', { secret: this.handoffKey, audience: HANDOFF_AUDIENCE, algorithms: ['HS256'] })
      .catch(() => null);
    const user = payload && typeof payload.sub === 'number' ? await this.users.findById(payload.sub) : null;
    if (!user || user.deleted || user.systemRole === 'PUBLIC' || user.tokenVersion !== payload?.ver)
      throw new UnauthorizedException(SSO_MESSAGES.handoffExpired);
    return this.auth.session(user);
  }

  private settings(): OidcConfig {
    if (!this.config.oidc) throw new NotFoundException(SSO_MESSAGES.notConfigured);
    return this.config.oidc;
  }

  private client(): Promise<oidc.Configuration> {
    const settings = this.settings();
    this.discovery ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // Plain http is allowed by the configuration only outside production (a provider on the developer's machine).
        execute: settings.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.discovery = null;
        throw error;
      });
    return this.discovery.catch(() => {
      throw new SsoRefusedException('provider-unreachable');
    });
  }

  private async readState(cookie: string | undefined): Promise<StatePayload> {
    const payload = await this.jwt
      .verifyAsync<StatePayload>(cookie ?? '', { secret: this.stateKey, audience: STATE_AUDIENCE, algorithms: ['HS256'] })
      .catch(() => null);
    if (!payload || typeof payload.state !== 'string' || typeof payload.nonce !== 'string' || typeof payload.verifier !== 'string') {
      throw new SsoRefusedException('state-missing');
    }
    return payload;
  }

  /**
   * The verified ID token's claims, completed from the userinfo endpoint when the e-mail or the groups are not in it
   * (many providers put only `sub` in the ID token of the code flow); openid-client checks that userinfo's `sub` is
   * the ID token's.
   */
  private async claims(client: oidc.Configuration, tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>): Promise<Record<string, unknown>> {
    const idToken = tokens.claims();
    if (!idToken) throw new SsoRefusedException('id-token-invalid');
    const { groupsClaim } = this.settings();
    if ((typeof idToken.email === 'string' && claimAt(idToken, groupsClaim) !== undefined) || !client.serverMetadata().userinfo_endpoint) return idToken;
    const userinfo = await oidc.fetchUserInfo(client, tokens.access_token, idToken.sub).catch((error: unknown) => {
      throw new SsoRefusedException(refusalReason(error));
    });
    // The ID token's claims win where both have one: it is the signed statement.
    return { ...userinfo, ...idToken };
  }

  /**
   * The staff user of this e-mail, with the mapped role: an existing one takes the role the provider's groups give
   * (a change revokes the person's other sessions, as an administrator's role change does), an unknown person is
   * created. A portal account or a deleted user is refused: the provider does not override the portal's own no.
   */
  private async staffUser(email: string, fullName: string, role: SsoRole, clientIp: string): Promise<UserEntity> {
    const existing = await this.users.findForLogin(email);
    if (existing) {
      if (existing.systemRole === 'PUBLIC') throw new SsoRefusedException('portal-account');
      if (existing.deleted) throw new SsoRefusedException('account-disabled');
      if (existing.systemRole === role) return existing;
      await this.users.transaction(async (em) => {
        await this.users.update(existing.id, { systemRole: role }, em);
        await this.users.bumpTokenVersion(existing.id, em);
        await this.events.raise(
          em,
          new UserChanged('role', this.actor(existing.id, clientIp), existing.id, userFacts(existing), userFacts({ ...existing, systemRole: role })),
        );
      });
      return (await this.users.findById(existing.id))!;
    }
    try {
      return await this.users.transaction(async (em) => {
        const created = await this.users.insert(
          { systemRole: role, fullName, email, phone: null, area: null, passwordHash: null, emailConfirmedAt: new Date() },
          em,
        );
        await this.events.raise(em, new UserChanged('create', this.actor(created.id, clientIp), created.id, null, userFacts(created)));
        return created;
      });
    } catch (error) {
      // Two first sign-ins of one person at once: the unique e-mail index lets one create, the other takes that user.
      if (isUniqueViolation(error)) return this.staffUser(email, fullName, role, clientIp);
      throw error;
    }
  }

  private actor(userId: number | null, clientIp: string): Actor {
    return { userId, address: clientIp, method: 'oidc' };
  }

  private async refused(reason: SsoRefusalReason, email: string, clientIp: string): Promise<void> {
    SIGN_IN_FAILURES.inc({ site: 'staff' });
    const userId = email ? ((await this.users.findForLogin(email).catch(() => null))?.id ?? null) : null;
    await this.events.publish(new StaffSignInAttempted('failure', this.actor(userId, clientIp), email, reason));
  }
}

/** The name the provider gives, else the given and family names, else the e-mail; at most the column's 100 characters. */
function displayName(claims: Record<string, unknown>, email: string): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');
  const name = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || email;
  return [...name].slice(0, 100).join('');
}

/** Who did something and from where, carried by the events the audit trail records (docs/security.md "Audit trail"). */
export interface Actor {
  userId: number | null;
  /** The client address as the app sees it (behind the trusted proxy, the forwarded one). */
  address: string | null;
  /** How the actor signed in: 'password', a second factor ('totp', 'recovery-code'), or 'oidc' (single sign-on). */
  method?: string;
}

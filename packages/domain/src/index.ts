// @portal/domain: the rules the backend, the public site and the back office share, one copy each.
// Pure TypeScript: no Nest, no React, no I/O. See docs/architecture.md.

// Addresses: street names and house numbers, the excepted list of public spec §5, the alerts' match keys.
export * from './address-text';
export * from './excepted-addresses';
export * from './address-match-key';
// A failure report: field limits, formats and messages, the phone split, the check step, the description built
// from its answers; the dial codes.
export * from './report-rules';
export * from './report-description';
export * from './country-codes';
// Text that people read: no invisible, direction or control characters.
export * from './visible-text';
// Accounts: the password rule, a user's field limits and phone form.
export * from './account-rules';
// Planned outages: the acceptance-status model of staff spec §4.1.
export * from './accept-status';
// Planned outages: what really happened against the announced hours.
export * from './planned-outcome';
// Alerts: their events, channels and delivery states.
export * from './notification-kinds';
// Failures' restoration: the crew's status, the estimate's confidence, an expired estimate.
export * from './restoration';
// The public portal's languages (pl, uk, en) and the choice from Accept-Language.
export * from './languages';
export * from './language-alternates';
// Time and place: Warsaw time for people, the geometry vocabulary.
export * from './warsaw-time';
export * from './geometry';
// The ids that paths name (`…/show/12`).
export * from './path-id';

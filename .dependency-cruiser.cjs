/**
 * Module boundaries (docs/architecture.md "Boundaries"; docs/decisions.md "The module-surface rule").
 * `npm run lint:boundaries` checks the workspaces' sources and tests with it; a violation fails `npm test`.
 */

/** Backend folders every feature may use whole: shared helpers, validated config, pure geometry, the OpenAPI helpers, the server's languages. */
const SHARED = '^backend/src/(common|config|geo|openapi|i18n)/';
/**
 * A feature's public surface: what another feature may import. By role: its Nest module, its services (with the types
 * their methods take and answer: `*.model.ts`, response DTOs), its events, its TypeORM entities (the schema is one;
 * relations and the data source name them), and an `index.ts` if it has one. Repositories, controllers, request
 * DTOs, rules and helpers are internal.
 */
const SURFACE_BY_ROLE = [
  '\\.module\\.ts$',
  '\\.service\\.ts$',
  '\\.model\\.ts$',
  '\\.entity\\.ts$',
  '-response\\.dto\\.ts$',
  '/events/',
  '^backend/src/[^/]+/index\\.ts$',
];
/**
 * Files a feature declares public beyond its roles, each for a reason. A new cross-feature import of anything else
 * fails the check: add it here (and say why) or import the feature's surface instead.
 */
const DECLARED_SURFACE = {
  // Who is signed in, the route guards and cache headers every controller uses; the password rule and hash that
  // accounts and users apply too.
  auth: ['auth-user', 'guards', 'no-store', 'password-hasher', 'password-policy'],
  // Roles, and the user fields (e-mail, name, phone) that registration, settings and password forms validate alike.
  // The repository: sign-in, SMS and planned outages read users by it (docs/decisions.md: to shrink to UsersService).
  users: ['system-role', 'dto/user-fields', 'users.repository'],
  // The address parser and the geocoded-address shape that planned outages, reports and watched addresses share.
  geocoding: ['address-text-parser', 'geocoded-address', 'service-area'],
  captcha: ['altcha/altcha-payload'], // the proof field of every captcha-guarded DTO
  settings: ['settings-keys'], // the keys whose values a DTO's limits read
  mail: ['templates/mail-templates', 'mail-outbox.repository'], // the account mails' layout; the settings page's outbox lookup
  push: ['push-sender', 'push-message'], // the PUSH channel's sender and message body, wired into the alerts' outbox
  // a channel's contract; the follow-up link's token; the public site's base URL and address-card link (alerts, calendars)
  notifications: ['notification-senders', 'report-followups/followup-tokens', 'alert-links'],
  sms: ['phone-number'], // one form of a phone number, for sending and for counting a follow-up's recipient
  accounts: ['account-mail-throttler.guard'], // one throttle for every mail a person can trigger
  areas: ['dto/area-point.dto'], // a point query shared by the area and the report checks
  'planned-outages': ['search-text'], // one normalisation for searching addresses
  'outage-history': ['interruption-time'], // the legal limits and Warsaw months, which the public scoreboard counts by
  // the integration API's key check, guarding the outage-management system's planned-outage route as it guards its failures
  outages: ['integration/api-key.guard'],
};
const DECLARED = Object.entries(DECLARED_SURFACE).flatMap(([feature, files]) => files.map((f) => `^backend/src/${feature}/${f.replace(/\./g, '\\.')}\\.ts$`));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle (type-only imports included): the files in it can only be understood, tested and moved together. ' +
        "Not counted: a lazy import() back into its shell (code splitting), and two TypeORM entities naming each other's relation.",
      from: { pathNot: '\\.entity\\.ts$' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'no-feature-internals',
      severity: 'error',
      comment:
        'A backend feature imports another feature only through its public surface (by role, or declared in DECLARED_SURFACE). ' +
        'Wiring (app.module, command-line entry points, database seeds and data source) and tests may reach further.',
      from: { path: '^backend/src/([^/]+)/', pathNot: ['^backend/src/database/', '\\.cli\\.ts$', '\\.spec\\.ts$'] },
      to: { path: '^backend/src/[^/]+/', pathNot: ['^backend/src/$1/', SHARED, ...SURFACE_BY_ROLE, ...DECLARED] },
    },
    {
      name: 'openapi-is-a-leaf',
      severity: 'error',
      comment:
        "The API document's helpers (backend/src/openapi/) use only shared folders: the features import them, never the other way. " +
        "Only the generator's entry point (generate-openapi.cli.ts) and the document's tests reach the features (the app module), to build it.",
      from: { path: '^backend/src/openapi/', pathNot: ['generate-openapi\\.cli\\.ts$', '\\.spec\\.ts$'] },
      to: { path: '^backend/src/', pathNot: '^backend/src/(openapi|common|config|geo)/' },
    },
    {
      name: 'front-ends-not-backend',
      severity: 'error',
      comment: 'The front ends talk to the backend over HTTP; shared rules come from @portal/domain, API types from @portal/api-client.',
      from: { path: '^(backoffice|public-web)/' },
      to: { path: '^backend/' },
    },
    {
      name: 'front-ends-apart',
      severity: 'error',
      comment: 'The public site and the back office share nothing but @portal/domain and @portal/api-client.',
      from: { path: '^(backoffice|public-web)/' },
      to: { path: '^(backoffice|public-web)/', pathNot: '^$1/' },
    },
    {
      name: 'domain-imports-nothing',
      severity: 'error',
      comment: 'packages/domain is pure TypeScript: no workspace, no npm package, no Node built-in (it runs unchanged in browsers).',
      from: { path: '^packages/domain/src/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'api-client-only-types-and-fetch',
      severity: 'error',
      comment:
        'packages/api-client/src holds the generated API types and the openapi-fetch client: no rules (they live in @portal/domain), ' +
        'no other workspace, no package but openapi-fetch.',
      from: { path: '^packages/api-client/src/' },
      to: { pathNot: ['^packages/api-client/src/', 'node_modules/openapi-fetch/'] },
    },
    {
      name: 'api-client-testing-only-msw',
      severity: 'error',
      comment: "The component tests' typed request handlers (packages/api-client/testing) use the generated types, MSW and openapi-msw only.",
      from: { path: '^packages/api-client/testing/' },
      to: { pathNot: ['^packages/api-client/', 'node_modules/(msw|openapi-msw)/'] },
    },
    {
      name: 'api-client-testing-in-tests-only',
      severity: 'error',
      comment: 'MSW answers requests in tests; no code that ships imports the test handlers.',
      from: { pathNot: ['\\.test\\.tsx?$', '^(backoffice|public-web)/(jest|test)/', '^packages/api-client/testing/'] },
      to: { path: '^packages/api-client/testing/' },
    },
    {
      name: 'backend-not-api-client',
      severity: 'error',
      comment: 'The backend is where the document comes from: it declares its shapes as DTOs and never imports the types generated from them.',
      from: { path: '^backend/' },
      to: { path: '^packages/api-client/' },
    },
    {
      name: 'public-web-one-api-client',
      severity: 'error',
      comment:
        'The public site calls the API through its one client, public-web/src/api/client.ts (openapi-fetch with its middleware): ' +
        'elsewhere it takes only types from @portal/api-client.',
      from: { path: '^public-web/src/', pathNot: '^public-web/src/api/client\\.ts$' },
      to: { path: '^packages/api-client/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the checker cannot resolve would hide its edges.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count: a type-only import can close a circle as well as any other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: '.dependency-cruiser.tsconfig.json' },
    doNotFollow: { path: ['node_modules', '/dist/'] },
    exclude: { path: ['/dist/', '/node_modules/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

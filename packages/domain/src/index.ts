// @portal/domain: the rules the backend, the public site and the back office share, one copy each.
// Pure TypeScript: no Nest, no React, no I/O. See docs/architecture.md.
export * from './address-text';
export * from './excepted-addresses';
export * from './warsaw-time';
// The API's types, generated from backend/openapi.json by `npm run gen:api` (checked by `npm run check:api`).
export type { components, operations, paths } from './api/schema';
export * from './address-match-key';
export * from './geometry';
export * from './accept-status';
export * from './country-codes';
export * from './report-rules';

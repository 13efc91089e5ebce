import { apiDocs } from '../common/api-doc';

/** Operation docs of health.controller.ts. */
export const HEALTH_DOCS = apiDocs({
  health: {
    summary: 'Checks that the server and its database answer',
    description:
      'For load balancers and monitoring: 200 `{ status: ok, database: up }`, or 503 with `database: down` when the database does not answer within 2 s, so traffic moves to another instance. Never cached.',
    spec: 'docs/operations.md (health check)',
  },
});

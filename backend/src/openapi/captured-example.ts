/** One real call, recorded by backend/test/api-examples.e2e-spec.ts (CAPTURE_API_EXAMPLES=1) into backend/test/fixtures/api-examples.json. */
export interface CapturedExample {
  /** The JSON body sent, when the operation takes one. */
  request?: unknown;
  /** Path and query values sent, by parameter name. */
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** The success status answered and its JSON body (absent for 204 and files). */
  status: number;
  response?: unknown;
}

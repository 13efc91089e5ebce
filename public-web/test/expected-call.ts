/** A call a component test declares and the API answers (api-answers.ts); apart, so the map's call list can name it. */
export interface ExpectedCall {
  method: string;
  /** Path with query, e.g. '/public/api/login'. */
  path: string;
  status?: number;
  body?: unknown;
  /** Answer later, e.g. to see a loading state; resolves to the declared status and body. */
  delay?: Promise<void>;
  /** Simulate a network failure instead of answering. */
  networkError?: boolean;
  /** Response headers, e.g. a feed's ETag. */
  headers?: Record<string, string>;
  /** Answers only a request that sends this If-None-Match (a conditional refresh); declare it before the plain answer. */
  ifNoneMatch?: string;
}

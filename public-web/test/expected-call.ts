import type { paths } from '@portal/api-client';

/** `/api/user/get/{id}` → `/api/user/get/${string}`: a declared call names the concrete path a test expects. */
type Pattern<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Pattern<Tail>}` : P;
type Method = 'get' | 'put' | 'post' | 'delete';

type PathKey = Extract<keyof paths, string>;
/** The paths of the document with `method`, as a test writes them: placeholders as any text, a query after `?`. */
type PathsWith<M extends Method> = {
  [P in PathKey]: paths[P][M] extends { responses: unknown } ? Pattern<P> | `${Pattern<P>}?${string}` : never;
}[PathKey];

/** A method and a path the API document has it for. */
export type ApiCall = { [M in Method]: { method: Uppercase<M>; path: PathsWith<M> } }[Method];

/**
 * A call a component test declares and the API answers (api-answers.ts); apart, so the map's call list can name it. Its
 * method and path are checked against the API document: a call the document lacks fails to compile.
 */
export type ExpectedCall = ApiCall & ExpectedAnswer;

/** How the API answers a declared call. */
export interface ExpectedAnswer {
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

import { applyDecorators } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';

/**
 * What an integrator reads about one operation. Written by hand in the module's `*.api-docs.ts`; the rest of the
 * operation's description is added when the document is built (complete-operation-docs.ts), from the code itself:
 * who may call it (the route's guards and roles), its errors (the declared error responses) and its examples
 * (captured from real calls: backend/test/fixtures/api-examples.json). So the hand-written part cannot contradict the code.
 */
export interface OperationDoc {
  /** One line: what the call does, in the imperative ("Lists…", "Creates…"). */
  summary: string;
  /** What it does and what a caller should know: rules, side effects, limits. Markdown. */
  description: string;
  /** Where the behaviour is specified: "Staff spec §7", "Public spec §4.2", or a docs/ page for additions of our own. */
  spec: string;
  /** Only where guards cannot say it (an optional sign-in): replaces the derived "Who may call" line. */
  access?: string;
}

/** The marker that ends the hand-written part; complete-operation-docs.ts appends after it, once. */
export const SPEC_LINE_PREFIX = '**Specified in:** ';

/** The route's summary and description (one line per route, `@DOCS.method`). */
export function ApiDoc(doc: OperationDoc): MethodDecorator {
  const description = [doc.description.trim(), `${SPEC_LINE_PREFIX}${doc.spec}`, ...(doc.access ? [`**Who may call:** ${doc.access}`] : [])].join('\n\n');
  return applyDecorators(ApiOperation({ summary: doc.summary, description }));
}

/** One module's operation docs, keyed by the controller method they document. */
export function apiDocs<K extends string>(docs: Record<K, OperationDoc>): Record<K, MethodDecorator> {
  return Object.fromEntries(Object.entries<OperationDoc>(docs).map(([method, doc]) => [method, ApiDoc(doc)])) as Record<K, MethodDecorator>;
}

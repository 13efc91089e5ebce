/**
 * The document's promise about each answer: for an operation, which statuses it gives and in which media types. An
 * answer the document does not list — another status, or a documented status in another media type — is a drift
 * between the server and backend/openapi.json.
 */

interface DocOperation {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocOperation>>;
}

export interface DocumentedOperation {
  operationId: string;
  method: string;
  path: string;
  /** Status → media types (without parameters); an empty list: no body. */
  responses: Map<number, string[]>;
  /** Its calls need a token or a key (an optional token is not required). */
  secured: boolean;
  /** Media types its body may have; empty: it takes none. */
  consumes: string[];
  requiredQuery: string[];
}

/** `text/csv; charset=utf-8` → `text/csv`. */
export const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();

export function documentedOperations(doc: OpenApiDocument): Map<string, DocumentedOperation> {
  const result = new Map<string, DocumentedOperation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const responses = new Map(Object.entries(op.responses).map(([status, r]) => [Number(status), Object.keys(r.content ?? {}).map(mediaTypeOf)]));
      const security = op.security ?? [];
      result.set(op.operationId, {
        operationId: op.operationId,
        method,
        path,
        responses,
        secured: security.length > 0 && security.every((s) => Object.keys(s).length > 0),
        consumes: Object.keys(op.requestBody?.content ?? {}).map(mediaTypeOf),
        requiredQuery: (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name),
      });
    }
  }
  return result;
}

export interface ObservedAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  /** The body's length as received, when known. */
  length?: number;
}

/** Every answer of the test, by operation; `undocumented()` lists those the document does not promise. */
export class AnswerLog {
  private readonly answers: Array<{ operationId: string; status: number; mediaType: string; how: string }> = [];

  constructor(private readonly operations: Map<string, DocumentedOperation>) {}

  record(operationId: string, answer: ObservedAnswer, how: string): void {
    const hasBody = answer.headers['content-type'] !== undefined && answer.length !== 0;
    this.answers.push({ operationId, status: answer.status, mediaType: hasBody ? mediaTypeOf(answer.headers['content-type']) : '', how });
  }

  /** The statuses an operation was seen to answer. */
  reached(operationId: string): Set<number> {
    return new Set(this.answers.filter((a) => a.operationId === operationId).map((a) => a.status));
  }

  undocumented(): string[] {
    const problems = new Set<string>();
    for (const a of this.answers) {
      const op = this.operations.get(a.operationId);
      const types = op?.responses.get(a.status);
      const answered = `${a.operationId} (${a.how}): ${a.status} ${a.mediaType || 'without a body'}`;
      if (!op) problems.add(`${answered}: no such operation in the document`);
      else if (!types) problems.add(`${answered}: status not documented (documented: ${[...op.responses.keys()].join(', ')})`);
      else if (a.mediaType ? !types.includes(a.mediaType) : types.length > 0 && a.status !== 204 && a.status !== 304)
        problems.add(`${answered}: documented as ${types.join(', ') || 'without a body'}`);
    }
    return [...problems];
  }
}

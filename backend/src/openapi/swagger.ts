import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_TAGS } from './api-tags';
import type { CapturedExample } from './captured-example';
import { completeOperationDocs, operationIdOf } from './complete-operation-docs';
import { allowNullInNullableEnums } from './nullable-enums';
import { applyValidatorRulesToSwagger } from './validation-rules';

/** The committed document: written by `npm run gen:api`, checked against the code by `npm run check:api`. */
export const OPENAPI_FILE = join(__dirname, '..', '..', 'openapi.json');
/** The recorded calls (backend/test/api-examples.e2e-spec.ts with CAPTURE_API_EXAMPLES=1), a test fixture. */
const EXAMPLES_FILE = join(__dirname, '..', '..', 'test', 'fixtures', 'api-examples.json');

/** For the generator and the document's tests only: a running server serves the committed document. */
export function readRecordedExamples(): Record<string, CapturedExample> {
  return JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, CapturedExample>;
}

/** The document as a server with PUBLIC_URL serves it: that address as its server. */
export function documentForServer(document: OpenAPIObject, serverUrl?: string): OpenAPIObject {
  if (!serverUrl) return document;
  return { ...document, servers: [{ url: serverUrl.replace(/\/+$/, ''), description: 'This installation (PUBLIC_URL)' }] };
}

/**
 * The document from the code and the recorded calls (`examples`, backend/test/fixtures/api-examples.json): only the
 * generator (generate-openapi.cli.ts) and the document's own tests build it. It names the relative server "/", so
 * regenerating it gives the same file on every machine.
 */
export function buildOpenApiDocument(app: INestApplication, examples: Record<string, CapturedExample> = {}): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Portal awarii i wyłączeń — API')
    .setDescription(
      [
        'API of the outage portal of an electricity distribution operator: staff calls under `/api`, public calls under `/public/api`, paths as in the staff and public specifications.',
        'Sign in with `POST /api/login` (staff) or `POST /public/api/login` (portal users) and send the token as `Authorization: Bearer <token>`; the outage-management system sends its key in `X-Api-Key` instead.',
        'Errors always have the shape `{ statusCode, message, errors? }`: `message` is Polish and meant for people, `errors` maps a field path (`page.limit`) to its Polish message.',
        'Each operation says what it does, who may call it, where it is specified and what its errors mean; its examples are real calls (docs/api.md).',
      ].join('\n\n'),
    )
    .setVersion('0.1.0')
    .setLicense('MIT', 'https://opensource.org/license/mit')
    .addServer('/', 'The installation serving this document (same origin as /api/docs)')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Outage-management system key (docs/integration.md)' }, 'integration-api-key');
  for (const tag of API_TAGS) builder.addTag(tag.name, tag.description);
  // The document states the limits the validation pipe enforces, read from the DTOs' class-validator decorators.
  applyValidatorRulesToSwagger();
  const document = SwaggerModule.createDocument(app, builder.build(), { operationIdFactory: operationIdOf });
  allowNullInNullableEnums(document.components);
  allowNullInNullableEnums(document.paths);
  completeOperationDocs(app, document, examples);
  return document;
}

/**
 * Swagger UI at /api/docs and the JSON at /api/docs-json: the committed document (the one integrators read in the
 * repository, with its recorded examples), read once at start; on a server with PUBLIC_URL it names that address.
 */
export function setupSwagger(app: INestApplication, serverUrl?: string): void {
  const document = documentForServer(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenAPIObject, serverUrl);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Portal awarii — API',
  });
}

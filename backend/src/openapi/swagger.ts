import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_TAGS } from './api-tags';
import { CAPTURED_EXAMPLES } from './captured-examples';
import { completeOperationDocs, operationIdOf } from './complete-operation-docs';
import { allowNullInNullableEnums } from './nullable-enums';
import { applyValidatorRulesToSwagger } from './validation-rules';

/**
 * `serverUrl` is PUBLIC_URL on a running server; the committed backend/openapi.json is built without it and names
 * the relative server "/", so regenerating it gives the same file on every machine.
 */
export function buildOpenApiDocument(app: INestApplication, serverUrl?: string): OpenAPIObject {
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
    .addServer(
      serverUrl ? serverUrl.replace(/\/+$/, '') : '/',
      serverUrl ? 'This installation (PUBLIC_URL)' : 'The installation serving this document (same origin as /api/docs)',
    )
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Outage-management system key (docs/integration.md)' }, 'integration-api-key');
  for (const tag of API_TAGS) builder.addTag(tag.name, tag.description);
  // The document states the limits the validation pipe enforces, read from the DTOs' class-validator decorators.
  applyValidatorRulesToSwagger();
  const document = SwaggerModule.createDocument(app, builder.build(), { operationIdFactory: operationIdOf });
  allowNullInNullableEnums(document.components);
  allowNullInNullableEnums(document.paths);
  completeOperationDocs(app, document, CAPTURED_EXAMPLES);
  return document;
}

/** Swagger UI at /api/docs and the JSON at /api/docs-json, both generated from the code. */
export function setupSwagger(app: INestApplication, serverUrl?: string): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app, serverUrl), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Portal awarii — API',
  });
}

import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { applyValidatorRulesToSwagger } from './validation-rules';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Portal awarii i wyłączeń — API')
    .setDescription(
      'API of the outage portal: staff calls under /api, public calls under /public/api. Errors always have the shape { statusCode, message, errors? }.',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Outage-management system key (docs/integration.md)' }, 'integration-api-key')
    .build();
  // The document states the limits the validation pipe enforces, read from the DTOs' class-validator decorators.
  applyValidatorRulesToSwagger();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
}

/** Swagger UI at /api/docs and the JSON at /api/docs-json, both generated from the code. */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', customSiteTitle: 'Portal awarii — API' });
}

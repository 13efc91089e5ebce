import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from './swagger';

/**
 * Writes backend/openapi.json without a database: Nest's preview mode builds the module graph
 * without instantiating providers, which is all Swagger needs.
 */
async function main(): Promise<void> {
  const app = await NestFactory.create(AppModule.forRoot(loadConfig({ NODE_ENV: 'development' }), 'postgres://unused'), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  const document = buildOpenApiDocument(app);
  const file = join(__dirname, '..', '..', 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2) + '\n');
  console.log(`OpenAPI written to ${file}`);
}

void main();

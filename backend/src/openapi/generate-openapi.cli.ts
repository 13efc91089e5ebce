import { NestFactory } from '@nestjs/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument, OPENAPI_FILE, readRecordedExamples } from './swagger';

/**
 * Writes backend/openapi.json without a database: Nest's preview mode builds the module graph
 * without instantiating providers, which is all Swagger needs. An argument writes it elsewhere instead
 * (`npm run check:api` generates into a temporary folder and compares, never touching the committed copy).
 */
async function main(): Promise<void> {
  const app = await NestFactory.create(AppModule.forRoot(loadConfig({ NODE_ENV: 'development' }), 'postgres://unused'), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  // The recorded calls become the document's examples here, and only here: the running server serves this file.
  const document = buildOpenApiDocument(app, readRecordedExamples());
  const file = process.argv[2] ? resolve(process.argv[2]) : OPENAPI_FILE;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(document, null, 2) + '\n');
  console.log(`OpenAPI written to ${file}`);
}

void main();

import { NestFactory } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { configureApp } from '../../src/configure-app';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  db: DataSource;
  config: AppConfig;
  close: () => Promise<void>;
}

/** Tiny stand-ins for the two built front ends, so routing to each shell can be checked without a build. */
function fakeFrontends() {
  const root = mkdtempSync(join(tmpdir(), 'portal-fe-'));
  const publicWeb = join(root, 'public');
  const backoffice = join(root, 'staff');
  mkdirSync(publicWeb);
  mkdirSync(backoffice);
  writeFileSync(join(publicWeb, 'index.html'), '<!doctype html><title>public-web</title>');
  writeFileSync(join(backoffice, 'index.html'), '<!doctype html><title>backoffice</title>');
  return { publicWeb, backoffice };
}

/** The real app (same configureApp as main.ts) on its own fresh database. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logDestination?: NodeJS.WritableStream;
    overrideProviders?: Array<{ provide: unknown; useValue: unknown }>;
    /** A migrated database of the test's own (one it stops or freezes); default: a fresh copy on the shared server. */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const url = options.databaseUrl ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, LOGIN_RATE_LIMIT_PER_MINUTE: '10000', ...env });
  const module = AppModule.forRoot(config, url, options);
  let app: NestExpressApplication;
  if (options.overrideProviders?.length) {
    // For a service the test must control (an external provider that fails, for one); the rest stays real.
    let builder = Test.createTestingModule({ imports: [module] });
    for (const o of options.overrideProviders) builder = builder.overrideProvider(o.provide).useValue(o.useValue);
    app = (await builder.compile()).createNestApplication<NestExpressApplication>({ bodyParser: false, logger: false });
  } else {
    app = await NestFactory.create<NestExpressApplication>(module, { bodyParser: false, logger: false });
  }
  configureApp(app, config, fakeFrontends());
  await app.init();
  const db = app.get(DataSource);
  const server = app.getHttpServer();
  return { app, http: () => request(server), db, config, close: () => app.close() };
}

// The server of `npm run bench:adapters` (http-adapters.bench.mjs): one process per variant, started as
//   node http-adapter-app.cjs <bare|express|fastify> <port> [log file]
// The Nest variants have what every portal request passes through: about as many routes as the portal (70 controllers
// of two routes before the measured one), helmet, one global interceptor on rxjs (as the request metrics), a pino request
// log line when a log file is given, and a controller that writes prepared bytes, as the storm's reads do.
require('reflect-metadata');
const http = require('node:http');
const { randomUUID } = require('node:crypto');

const [, , variant, portText, logFile] = process.argv;
const port = Number(portText);
const body = Buffer.from(JSON.stringify({ layers: ['osm', 'hybrid'], center: [52.23, 21.01], zoom: 12, attribution: 'x'.repeat(180) }));
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'public, max-age=15',
  etag: 'W/"f1-bench"',
  'content-length': body.length,
};
const PATH = '/public/api/map/config';

if (variant === 'bare') {
  http
    .createServer((req, res) => (req.url === PATH ? res.writeHead(200, headers).end(body) : res.writeHead(404).end()))
    .listen(port, '127.0.0.1', () => process.send?.('up'));
} else {
  startNest(variant === 'fastify').then(() => process.send?.('up'));
}

async function startNest(fastify) {
  const { Controller, Get, Injectable, Module, Res, Param } = require('@nestjs/common');
  const { APP_INTERCEPTOR, NestFactory } = require('@nestjs/core');
  const { tap } = require('rxjs');
  const pino = require('pino');
  const decorate = (target, key, decorators) => Reflect.decorate(decorators, target.prototype, key, Object.getOwnPropertyDescriptor(target.prototype, key));

  const controllers = [];
  for (let i = 0; i < 70; i++) {
    class Other {
      list() {
        return { i };
      }
      one(id) {
        return { i, id };
      }
    }
    decorate(Other, 'list', [Get(`/api/resource${i}/search`)]);
    decorate(Other, 'one', [Get(`/api/resource${i}/get/:id`)]);
    Param('id')(Other.prototype, 'one', 0);
    controllers.push(Controller()(Other) ?? Other);
  }
  class Prepared {
    send(res) {
      if (fastify) res.headers(headers).send(body);
      else res.writeHead(200, headers).end(body);
    }
  }
  decorate(Prepared, 'send', [Get(PATH)]);
  Res()(Prepared.prototype, 'send', 0);
  controllers.push(Controller()(Prepared) ?? Prepared);

  class Timing {
    intercept(context, next) {
      const started = process.hrtime.bigint();
      return next.handle().pipe(tap({ finalize: () => void (process.hrtime.bigint() - started) }));
    }
  }
  Injectable()(Timing);

  const logger = logFile ? pino(pino.destination(logFile)) : undefined;
  const genReqId = (req) => req.headers['x-request-id'] ?? randomUUID();
  const imports = [];
  if (logger && !fastify) imports.push(require('nestjs-pino').LoggerModule.forRoot({ pinoHttp: { logger, genReqId } }));
  class BenchModule {}
  Module({ imports, controllers, providers: [{ provide: APP_INTERCEPTOR, useClass: Timing }] })(BenchModule);

  let app;
  if (fastify) {
    const { FastifyAdapter } = require('@nestjs/platform-fastify');
    // Fastify's own request log (pino too): two lines per request, "incoming request" and "request completed".
    app = await NestFactory.create(BenchModule, new FastifyAdapter(logger ? { loggerInstance: logger, genReqId } : {}), { logger: false });
    await app.register(require('@fastify/helmet'));
  } else {
    app = await NestFactory.create(BenchModule, { logger: false });
    app.use(require('helmet')());
  }
  await app.listen(port, '127.0.0.1');
}

import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { BodyValidator } from '../../common/fast-lane/cached-body-validator';
import { FastLane, type LaneAnswer } from '../../common/fast-lane/fast-lane';
import { errorAnswer } from '../../common/filters/all-exceptions.filter';
import { requestIdOf, requestLogLevel } from '../../common/logging/logger.module';
import { CallNetOutagesService } from '../call-net-outages.service';
import { OutageInputDto } from '../dto/outage-input.dto';
import { outageInputProblems } from '../outage-input.rules';
import { API_KEY_HEADER, IntegrationApiKeyGuard } from './api-key.guard';
import { OUTAGE_PUT_BODY_LIMIT } from './outage-put.route';

/**
 * The outage-management system's `PUT /api/integration/outages/{externalId}` in the fast lane (common/fast-lane; issue
 * 19): in a storm it writes a hundred updates a second exactly when everyone reads the map, and Express's and Nest's
 * machinery around each write took as much of the event loop as the write's transaction. The lane takes only a call
 * that will succeed as far as the request decides it: a valid key, a body the DTO's pipe and the cross-field rules
 * accept. Everything else — a missing or wrong key, a body refused, an id the rules refuse, a query string — goes to
 * IntegrationController with the body read and is answered there, as before, from its one code path. The write itself
 * is the service's, as the controller calls it; the answer, its headers and its log line are the controller's.
 */
@Injectable()
export class IntegrationLane implements OnModuleInit {
  private readonly logger = new Logger('IntegrationLane');
  private readonly errors = new Logger('Errors');
  private readonly bodies = new BodyValidator(OutageInputDto);

  constructor(
    private readonly lane: FastLane,
    private readonly guard: IntegrationApiKeyGuard,
    private readonly outages: CallNetOutagesService,
  ) {}

  onModuleInit(): void {
    // no-store: as NoStore() on IntegrationController.
    const { path, limitBytes } = OUTAGE_PUT_BODY_LIMIT;
    this.lane.addPut(path, 'no-store', (req, [externalId], body) => this.upsert(req, externalId, body.value), limitBytes);
  }

  private async upsert(req: IncomingMessage, externalId: string, value: unknown): Promise<LaneAnswer | null> {
    const started = performance.now();
    if (this.guard.refusal(req.headers[API_KEY_HEADER]) !== null) return null;
    const dto = await this.bodies.check(value);
    if (!dto || Object.keys(outageInputProblems(dto)).length) return null;
    let answer: LaneAnswer;
    try {
      answer = { status: 200, json: JSON.stringify(await this.outages.upsert(externalId, dto)) };
    } catch (e) {
      const { body, headers } = errorAnswer(e, this.errors);
      answer = { status: body.statusCode, json: JSON.stringify(body), headers };
    }
    try {
      this.logAnswer(req, answer.status, started);
    } catch {
      // The write has been done: a log line that failed must not turn its answer into an error.
    }
    return answer;
  }

  /**
   * The line pino-http writes for a request Nest answered: the same fields through the same serializers (the request
   * with its id, as pino-http sets it; the answer's status), at the same level.
   */
  private logAnswer(req: IncomingMessage, statusCode: number, started: number): void {
    const line = {
      req: Object.assign(req, { id: requestIdOf(req) }),
      res: { statusCode, headersSent: true },
      responseTime: Math.round(performance.now() - started),
    };
    const level = requestLogLevel(statusCode);
    if (level === 'info') this.logger.log(line, 'request completed');
    else if (level === 'warn') this.logger.warn(line, 'request completed');
    else this.logger.error(line, 'request errored');
  }
}

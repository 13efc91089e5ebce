import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, type HealthCheckResult, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { DATABASE_RETRY_AFTER_SECONDS } from '../common/database-errors';
import { MapFeedSnapshot } from '../map-feed';
import { HEALTH_DOCS } from './health.api-docs';

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
}

const DB_TIMEOUT_MS = 2000;
/** The map snapshot checks the database every 5 s; older than this, the map shows what may no longer be true. */
export const SNAPSHOT_MAX_AGE_SECONDS = 30;

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  /** Once every migration this build knows is applied it stays so (migrations are only ever added): asked no more. */
  private migrationsApplied = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly checks: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly snapshot: MapFeedSnapshot,
  ) {}

  /** For load balancers: 503 when the database does not answer within 2 s, so traffic moves elsewhere. */
  @HEALTH_DOCS.health
  @Get()
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({
    type: HealthResponseDto,
    description: 'The database did not answer within 2 s',
    headers: { 'Retry-After': { description: 'Seconds to wait before asking again', schema: { type: 'integer', example: DATABASE_RETRY_AFTER_SECONDS } } },
  })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponseDto> {
    res.setHeader('Cache-Control', 'no-store');
    const up = await Promise.race([
      this.dataSource.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, DB_TIMEOUT_MS, false).unref()),
    ]);
    // As every other answer while the database is away (common/filters/all-exceptions.filter.ts).
    if (!up) res.status(503).setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return { status: up ? 'ok' : 'error', database: up ? 'up' : 'down' };
  }

  /**
   * Liveness (docs/operations.md "Live and ready"): the process answers. Touches nothing else, so a database outage
   * never gets the process restarted; an orchestrator restarts it only when this stops answering.
   */
  @ApiExcludeEndpoint()
  @Get('live')
  live(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    res.setHeader('Cache-Control', 'no-store');
    return this.checks.check([() => this.indicators.check('process').up({ uptimeSeconds: Math.round(process.uptime()) })]);
  }

  /**
   * Readiness: the database answers within 2 s, every migration is applied and the map snapshot is fresh. 503 with
   * Retry-After otherwise, so a balancer sends this instance no traffic until it is ready again.
   */
  @ApiExcludeEndpoint()
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    res.setHeader('Cache-Control', 'no-store');
    try {
      return await this.checks.check([
        () => this.database.pingCheck('database', { connection: this.dataSource }).withTimeout(DB_TIMEOUT_MS),
        () =>
          this.indicators
            .check('migrations')
            .attempt(() => this.checkMigrations())
            .withTimeout(DB_TIMEOUT_MS),
        () => this.snapshotFresh(),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      res.status(503).setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return error.getResponse() as HealthCheckResult;
    }
  }

  private async checkMigrations(): Promise<void> {
    if (this.migrationsApplied) return;
    if (await this.dataSource.showMigrations()) throw new Error('Nie zastosowano wszystkich migracji bazy danych');
    this.migrationsApplied = true;
  }

  private snapshotFresh() {
    const { ageSeconds } = this.snapshot.freshness();
    const session = this.indicators.check('mapSnapshot');
    if (ageSeconds === null) return session.down({ message: 'Migawka mapy nie jest jeszcze zbudowana' });
    const age = Math.round(ageSeconds * 10) / 10;
    return ageSeconds <= SNAPSHOT_MAX_AGE_SECONDS
      ? session.up({ ageSeconds: age })
      : session.down({ ageSeconds: age, message: `Migawka mapy starsza niż ${SNAPSHOT_MAX_AGE_SECONDS} s` });
  }
}

import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { DATABASE_RETRY_AFTER_SECONDS } from '../common/database-errors';
import { HEALTH_DOCS } from './health.api-docs';

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
}

const DB_TIMEOUT_MS = 2000;

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

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
}

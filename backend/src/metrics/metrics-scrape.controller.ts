import { type CanActivate, Controller, Get, Inject, type InjectionToken, Res, type Type, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { NoStore } from '../auth/no-store';

/** What GET /metrics reads: one scrape in Prometheus' text format, taken now. */
export interface Scraper {
  scrape(): Promise<{ contentType: string; body: string }>;
}

/**
 * GET /metrics over `scraper`, behind `guard`: the one route the main port and METRICS_PORT both serve, each with its
 * own guard (the main port admits administrators as well; the metrics port only the token). Prometheus' text format, not
 * the JSON API: left out of the OpenAPI document, described in docs/operations.md.
 */
export function metricsScrapeController(guard: Type<CanActivate>, scraper: InjectionToken): Type<unknown> {
  @ApiExcludeController()
  @Controller('metrics')
  class MetricsScrapeController {
    constructor(@Inject(scraper) private readonly source: Scraper) {}

    @Get()
    @UseGuards(guard)
    @NoStore()
    async scrape(@Res() res: Response): Promise<void> {
      const { contentType, body } = await this.source.scrape();
      res.type(contentType).send(body);
    }
  }
  return MetricsScrapeController;
}

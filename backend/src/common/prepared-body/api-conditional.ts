import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse } from '@nestjs/swagger';

/**
 * A GET answered from a prepared body (sendFeed): the document states its `If-None-Match` and 304. Only on those
 * routes: a POST or a preflight never answers 304, and a route-level declaration keeps the document from saying so.
 */
export const ApiConditionalGet = (): MethodDecorator =>
  applyDecorators(
    ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of the copy you have: 304 when it is current' }),
    ApiNotModifiedResponse({ description: 'The If-None-Match ETag is current' }),
  );

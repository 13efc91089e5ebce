import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import { tap, type Observable } from 'rxjs';

/**
 * `Cache-Control: public, max-age=N` on a route's successful answers only: an error of the same route (a 503 while an
 * outside service is down, a 404) must not be kept by a browser or the storm tier in front. `@Header()` would mark the
 * errors too.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly maxAgeSeconds: number) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(tap(() => res.setHeader('Cache-Control', `public, max-age=${this.maxAgeSeconds}`)));
  }
}

/** Successful answers may be kept by anyone for `maxAgeSeconds`. */
export const PublicCache = (maxAgeSeconds: number) => UseInterceptors(new PublicCacheInterceptor(maxAgeSeconds));

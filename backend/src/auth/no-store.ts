import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import type { Observable } from 'rxjs';

/**
 * Answers that carry a token or someone's personal data must not be kept by a browser's cache, a shared proxy or a
 * CDN. Set before the handler runs, so an error answer of the same route carries it too.
 */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('Cache-Control', 'no-store');
    return next.handle();
  }
}

/** `Cache-Control: no-store` on a route or a controller: every `@Auth()` route has it, and the sign-in routes. */
export const NoStore = () => UseInterceptors(NoStoreInterceptor);

import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * A handler that answers a bare `true` or a number is documented as JSON, and it is JSON text; Nest's Express adapter
 * sends anything but an object with `res.send(String(body))`, which Express labels text/html. The header says what it is.
 */
@Injectable()
export class JsonScalarsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value: unknown) => {
        if (context.getType() === 'http' && (typeof value === 'boolean' || typeof value === 'number')) {
          const res = context.switchToHttp().getResponse<Response>();
          if (!res.headersSent) res.type('application/json');
        }
        return value;
      }),
    );
  }
}

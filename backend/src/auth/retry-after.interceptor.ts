import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';

/** An error that says when to come back (PasswordHashingBusyException) answers with a Retry-After header. */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
        const res = context.switchToHttp().getResponse<Response>();
        if (typeof seconds === 'number' && !res.headersSent) res.setHeader('Retry-After', String(seconds));
        return throwError(() => error);
      }),
    );
  }
}

export const RetryAfter = () => UseInterceptors(RetryAfterInterceptor);

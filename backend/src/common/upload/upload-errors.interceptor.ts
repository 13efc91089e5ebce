import { BadRequestException, CallHandler, ExecutionContext, HttpException, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { UPLOADS_REFUSED } from '../metrics/process-metrics';

const BAD_UPLOAD = 'Niepoprawne przesłanie pliku: wyślij jeden plik w polu „file”';

/**
 * Put before FileInterceptor: multer's own errors (file too large, another field name, a broken
 * multipart body) come out in English; the person sees Polish texts under `errors.file` instead.
 * Each upload gives its own "too large" message, which names its limit.
 */
export class UploadErrorsInterceptor implements NestInterceptor {
  constructor(private readonly tooLargeMessage: string) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          UPLOADS_REFUSED.inc({ reason: 'too_large' });
          return throwError(() => new PayloadTooLargeException({ message: this.tooLargeMessage, errors: { file: this.tooLargeMessage } }));
        }
        if (error instanceof HttpException && error.getStatus() === 400 && !isOurs(error)) {
          UPLOADS_REFUSED.inc({ reason: 'malformed' });
          return throwError(() => new BadRequestException({ message: BAD_UPLOAD, errors: { file: BAD_UPLOAD } }));
        }
        // The reader's refusals (a zip bomb, a million rows, a self-intersecting ring …) carry their field errors.
        if (error instanceof HttpException && error.getStatus() < 500 && isOurs(error)) UPLOADS_REFUSED.inc({ reason: 'content' });
        return throwError(() => error);
      }),
    );
  }
}

/** Our own 400s carry field errors; multer's and busboy's are bare English strings. */
function isOurs(error: HttpException): boolean {
  const body = error.getResponse();
  return typeof body === 'object' && body !== null && 'errors' in body;
}

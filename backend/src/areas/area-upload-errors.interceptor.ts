import { BadRequestException, CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { AREA_MESSAGES } from './area-geometry';

/**
 * Put before FileInterceptor: multer's English errors become Polish ones (as planned-outages'
 * UploadErrorsInterceptor, with the area file's size message).
 */
@Injectable()
export class AreaUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          return throwError(() => new PayloadTooLargeException({ message: AREA_MESSAGES.tooLarge, errors: { file: AREA_MESSAGES.tooLarge } }));
        }
        if (error instanceof HttpException && error.getStatus() === 400 && !isOurs(error)) {
          const message = 'Niepoprawne przesłanie pliku: wyślij jeden plik w polu „file”';
          return throwError(() => new BadRequestException({ message, errors: { file: message } }));
        }
        return throwError(() => error);
      }),
    );
  }
}

function isOurs(error: HttpException): boolean {
  const body = error.getResponse();
  return typeof body === 'object' && body !== null && 'errors' in body;
}

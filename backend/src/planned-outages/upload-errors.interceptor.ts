import { BadRequestException, CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { ADDRESS_LIST_MESSAGES } from './excel/address-list.reader';

/**
 * Put before FileInterceptor: multer's own errors (file too large, another field name, a broken
 * multipart body) come out in English; the person sees these Polish texts instead.
 */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          return throwError(() => new PayloadTooLargeException({ message: ADDRESS_LIST_MESSAGES.tooLarge, errors: { file: ADDRESS_LIST_MESSAGES.tooLarge } }));
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

/** Our own 400s carry field errors; multer's and busboy's are bare English strings. */
function isOurs(error: HttpException): boolean {
  const body = error.getResponse();
  return typeof body === 'object' && body !== null && 'errors' in body;
}

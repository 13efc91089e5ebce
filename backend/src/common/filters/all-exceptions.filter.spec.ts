import { BadRequestException, ForbiddenException, HttpException, InternalServerErrorException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { toApiError } from './all-exceptions.filter';

describe('toApiError', () => {
  it('keeps our Polish messages and field errors', () => {
    expect(toApiError(new BadRequestException({ message: 'Niepoprawne dane', errors: { a: 'b' } }))).toEqual({
      statusCode: 400,
      message: 'Niepoprawne dane',
      errors: { a: 'b' },
    });
    expect(toApiError(new HttpException('Zbyt dużo prób', 503))).toEqual({ statusCode: 503, message: 'Zbyt dużo prób' });
  });

  it('replaces Nest English defaults with Polish texts', () => {
    expect(toApiError(new NotFoundException('Cannot GET /api/x'))).toEqual({ statusCode: 404, message: 'Nie znaleziono' });
    expect(toApiError(new UnauthorizedException())).toEqual({ statusCode: 401, message: 'Brak autoryzacji' });
    expect(toApiError(new ForbiddenException())).toEqual({ statusCode: 403, message: 'Nie masz wystarczających uprawnień' });
    expect(toApiError(new BadRequestException("Failed to decode param '%zz'"))).toEqual({
      statusCode: 400,
      message: 'Niepoprawny adres: błędne kodowanie znaków',
    });
  });

  it('answers 503 with a Polish message when the database cannot be reached, without its address', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    expect(toApiError(refused)).toEqual({ statusCode: 503, message: 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.' });
    expect(toApiError(new Error('Query read timeout'))).toEqual({ statusCode: 503, message: 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.' });
  });

  it('never leaks internals of a 500', () => {
    expect(toApiError(new Error('something broke at 10.0.0.5:5432'))).toEqual({ statusCode: 500, message: 'Wystąpił nieoczekiwany błąd' });
    expect(toApiError(new InternalServerErrorException('relation "users" does not exist'))).toEqual({
      statusCode: 500,
      message: 'Wystąpił nieoczekiwany błąd',
    });
    expect(toApiError('string thrown')).toEqual({ statusCode: 500, message: 'Wystąpił nieoczekiwany błąd' });
  });
});

import { ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsString, ValidateNested } from 'class-validator';
import { createValidationPipe, findHostileInput } from './validation.pipe';

class InnerDto {
  @IsString() name: string;
}
class OuterDto {
  @ValidateNested() @Type(() => InnerDto) inner: InnerDto;
}

const body = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });
const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BadRequestException);
  return (error as BadRequestException).getResponse();
};

describe('validation pipe', () => {
  const sut = createValidationPipe();

  it('finds a NUL character at any depth and names its path', () => {
    expect(findHostileInput({ a: [{ b: 'x' }, { b: 'y\u0000' }] }, '')).toEqual({ field: 'a.1.b', message: 'Wartość zawiera niedozwolony znak (NUL)' });
    expect(findHostileInput('ok', 'hash')).toBeUndefined();
  });

  it('finds a lone surrogate in a value or a key and names where it sits', async () => {
    const message = 'Wartość zawiera nieprawidłowo zakodowany znak (niesparowany surogat UTF-16)';
    expect(findHostileInput(JSON.parse('{"a":[{"b":"x\\ud800"}]}'), '')).toEqual({ field: 'a.0.b', message });
    expect(findHostileInput(JSON.parse('{"a":{"\\udc00":1}}'), '')).toEqual({ field: 'a', message });
    expect(findHostileInput({ a: 'emoji 😀 Łódź' }, '')).toBeUndefined();
    expect(await rejection(sut.transform({ inner: { name: '\ud800' } }, body(OuterDto)))).toEqual({
      message: 'Niepoprawne dane',
      errors: { 'inner.name': message },
    });
    expect(await rejection(sut.transform(JSON.parse('{"\\ud800":1}'), body(OuterDto)))).toEqual({ message: 'Niepoprawne dane', errors: { body: message } });
  });

  it('refuses nesting that would overflow the stack, and prototype keys', async () => {
    const deep = JSON.parse(`{"page":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(findHostileInput(deep, '')?.message).toBe('Dane są zbyt głęboko zagnieżdżone');
    expect(findHostileInput({ a: { b: [1, 2] } }, '')).toBeUndefined();
    expect(findHostileInput(JSON.parse('{"__proto__":{"isAdmin":true}}'), '')).toEqual({ field: '__proto__', message: 'Nieznane pole' });
    expect(await rejection(sut.transform(deep, body(OuterDto)))).toMatchObject({ message: 'Niepoprawne dane' });
  });

  it('refuses a NUL character in a body, a query or a path parameter in Polish', async () => {
    expect(await rejection(sut.transform({ inner: { name: 'a\u0000' } }, body(OuterDto)))).toEqual({
      message: 'Niepoprawne dane',
      errors: { 'inner.name': 'Wartość zawiera niedozwolony znak (NUL)' },
    });
    expect(await rejection(sut.transform('\u0000', { type: 'param', metatype: String, data: 'hash' }))).toEqual({
      message: 'Niepoprawne dane',
      errors: { hash: 'Wartość zawiera niedozwolony znak (NUL)' },
    });
  });

  it('says in Polish that a nested field must be an object', async () => {
    const response = (await rejection(sut.transform({ inner: ['a'] }, body(OuterDto)))) as { errors: Record<string, string> };
    expect(Object.values(response.errors)).toEqual(['Wartość musi być obiektem']);
  });
});

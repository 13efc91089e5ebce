import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of ApiErrorBody, the one error shape. */
export class ApiErrorResponseDto {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: 'Niepoprawne dane' }) message: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, example: { email: 'Wpisz poprawny email' } })
  errors?: Record<string, string>;
}

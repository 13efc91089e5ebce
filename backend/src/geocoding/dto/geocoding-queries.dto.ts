import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { AUTOCOMPLETE_DEFAULT_LIMIT, AUTOCOMPLETE_MAX_LIMIT } from '../geocoding.service';

/** Not yet among the shared messages: query parameters are the first numbers that may have a fraction. */
const NOT_NUMBER = 'Wartość musi być liczbą';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Query parameters arrive as text; only a plain decimal becomes a number, anything else fails the number check. */
const toNumber = Transform(({ value }) => (typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value));

export class AutocompleteQueryDto {
  @ApiProperty({ example: 'marszalkowska 1', description: 'What the person has typed so far' })
  @trim
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MinLength(2, { message: M.min(2) })
  @MaxLength(100, { message: M.max(100) })
  q: string;

  @ApiPropertyOptional({ default: AUTOCOMPLETE_DEFAULT_LIMIT })
  @IsOptional()
  @toNumber
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @Max(AUTOCOMPLETE_MAX_LIMIT, { message: M.maxValue(AUTOCOMPLETE_MAX_LIMIT) })
  limit?: number;
}

export class SearchQueryDto {
  @ApiProperty({ example: 'ul. Marszałkowska 10, Warszawa' })
  @trim
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MinLength(2, { message: M.min(2) })
  @MaxLength(200, { message: M.max(200) })
  q: string;
}

export class ReverseQueryDto {
  @ApiProperty({ example: 52.2297 })
  @toNumber
  @IsDefined({ message: M.required })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NOT_NUMBER })
  @Min(-90, { message: M.minValue(-90) })
  @Max(90, { message: M.maxValue(90) })
  lat: number;

  @ApiProperty({ example: 21.0118 })
  @toNumber
  @IsDefined({ message: M.required })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NOT_NUMBER })
  @Min(-180, { message: M.minValue(-180) })
  @Max(180, { message: M.maxValue(180) })
  lng: number;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../api-error';

/** A point in a request or an answer ({ lng, lat }, WGS 84): planned outages' addresses, outages' markers. */
export class LngLatDto {
  @ApiProperty({ example: 21.0122 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Wartość musi być liczbą' })
  @Min(-180, { message: M.minValue(-180) })
  @Max(180, { message: M.maxValue(180) })
  lng: number;

  @ApiProperty({ example: 52.2297 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Wartość musi być liczbą' })
  @Min(-90, { message: M.minValue(-90) })
  @Max(90, { message: M.maxValue(90) })
  lat: number;
}

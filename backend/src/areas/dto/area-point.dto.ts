import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNumber, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';

const NOT_NUMBER = 'Wartość musi być liczbą';

/** A WGS 84 point in a JSON body: numbers only, no strings converted. */
export class AreaPointDto {
  @ApiProperty({ example: 52.2297 })
  @IsDefined({ message: M.required })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NOT_NUMBER })
  @Min(-90, { message: M.minValue(-90) })
  @Max(90, { message: M.maxValue(90) })
  lat: number;

  @ApiProperty({ example: 21.0118 })
  @IsDefined({ message: M.required })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NOT_NUMBER })
  @Min(-180, { message: M.minValue(-180) })
  @Max(180, { message: M.maxValue(180) })
  lng: number;
}

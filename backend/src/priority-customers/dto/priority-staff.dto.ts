import { ApiProperty } from '@nestjs/swagger';
import { QueryPageDto } from '../../common/dto/page.dto';
import { PRIORITY_EQUIPMENT, type PriorityEquipment } from '../priority-consent';

export class PriorityCountResponseDto {
  @ApiProperty({ description: 'Liczba odbiorców wymagających szczególnej troski pod adresami wyłączenia', example: 2 }) count: number;
}

/** One person to call: the call centre's list (CALLCENTER only). */
export class PriorityCustomerResponseDto {
  @ApiProperty() fullName: string;
  @ApiProperty({ type: String, nullable: true, description: 'Telefon z konta; null, gdy go nie podano' }) phone: string | null;
  @ApiProperty() address: string;
  @ApiProperty({ enum: PRIORITY_EQUIPMENT }) equipment: PriorityEquipment;
  @ApiProperty({ type: String, nullable: true }) equipmentNote: string | null;
}

export class PriorityListAccessResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: String, format: 'date-time' }) openedAt: Date;
  @ApiProperty() staffUserId: number;
  @ApiProperty({ description: 'Imię i nazwisko konsultanta' }) staffName: string;
  @ApiProperty() plannedOutageId: number;
  @ApiProperty({ description: 'Ile osób lista pokazała' }) customers: number;
}

export class PriorityListAccessPageResponseDto {
  @ApiProperty({ type: [PriorityListAccessResponseDto] }) items: PriorityListAccessResponseDto[];
  @ApiProperty() total: number;
}

export class SearchPriorityAccessesDto extends QueryPageDto {}

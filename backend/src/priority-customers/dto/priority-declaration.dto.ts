import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { MaxDbInt } from '../../common/db-int';
import { EQUIPMENT_NOTE_MAX, PRIORITY_EQUIPMENT, type PriorityEquipment } from '../priority-consent';
import { VisibleText } from '../../common/visible-text';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** POST /public/api/user/priority: a declaration for one watched address, with its own consent. */
export class PriorityDeclarationDto {
  @ApiProperty({ description: 'Id adresu z „Moich adresów”', example: 12 })
  @IsDefined({ message: M.required })
  @Type(() => Number)
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  watchedAddressId: number;

  @ApiProperty({
    enum: PRIORITY_EQUIPMENT,
    description: 'OXYGEN koncentrator tlenu, DIALYSIS dializa domowa, VENTILATION respirator / wentylacja, OTHER inne (z opisem)',
  })
  @IsDefined({ message: M.required })
  @IsIn(PRIORITY_EQUIPMENT, { message: M.oneOf(PRIORITY_EQUIPMENT) })
  equipment: PriorityEquipment;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: EQUIPMENT_NOTE_MAX,
    description: 'Krótki opis urządzenia; wymagany dla OTHER, pomijany dla pozostałych',
  })
  @trim
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: M.notString })
  @MaxLength(EQUIPMENT_NOTE_MAX, { message: M.max(EQUIPMENT_NOTE_MAX) })
  // The call centre reads it on the priority list.
  @VisibleText('Opis urządzenia')
  equipmentNote?: string | null;

  @ApiProperty({ description: 'Wyraźna zgoda na przetwarzanie danych o stanie zdrowia (art. 9 ust. 2 lit. a RODO); musi być true' })
  @IsDefined({ message: M.required })
  @IsBoolean({ message: M.notBoolean })
  healthDataConsent: boolean;

  @ApiProperty({ description: 'Wersja treści zgody, którą osoba przeczytała (GET /public/api/user/priority)', example: '2026-11-24' })
  @IsDefined({ message: M.required })
  @IsString({ message: M.notString })
  @MaxLength(20, { message: M.max(20) })
  consentVersion: string;
}

export class PriorityDeclarationResponseDto {
  @ApiProperty() watchedAddressId: number;
  @ApiProperty({ description: 'Adres jak w „Moich adresach”' }) address: string;
  @ApiProperty({ enum: PRIORITY_EQUIPMENT }) equipment: PriorityEquipment;
  @ApiProperty({ type: String, nullable: true }) equipmentNote: string | null;
  @ApiProperty({ description: 'Wersja treści zgody' }) consentVersion: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'Kiedy złożona lub ostatnio zmieniona' }) declaredAt: Date;
}

export class PriorityConsentEventResponseDto {
  @ApiProperty({ type: Number, nullable: true }) watchedAddressId: number | null;
  @ApiProperty({ description: 'true: zgoda udzielona; false: wycofana (deklaracja usunięta)' }) given: boolean;
  @ApiProperty({
    enum: ['SETTINGS', 'WITHDRAW', 'ADDRESS_REMOVED'],
    description: 'SETTINGS: formularz; WITHDRAW: wycofana; ADDRESS_REMOVED: adres lub konto usunięte',
  })
  source: string;
  @ApiProperty({ type: String, nullable: true }) consentVersion: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class PriorityConsentTextResponseDto {
  @ApiProperty({ example: '2026-11-24' }) version: string;
  @ApiProperty({ description: 'Treść zgody (akapity rozdzielone pustą linią)' }) text: string;
}

/** GET /public/api/user/priority: the consent text in force, the account's declarations and the consent's history. */
export class MyPriorityResponseDto {
  @ApiProperty({ type: PriorityConsentTextResponseDto }) consent: PriorityConsentTextResponseDto;
  @ApiProperty({ type: [PriorityDeclarationResponseDto] }) declarations: PriorityDeclarationResponseDto[];
  @ApiProperty({ type: [PriorityConsentEventResponseDto], description: 'Najstarsze pierwsze' }) history: PriorityConsentEventResponseDto[];
}

import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { MAX_PAYLOAD_LENGTH } from '../../captcha/altcha/altcha-payload';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { EmailInput } from '../../common/email-address';
import { VisibleText } from '../../common/visible-text';
import { isIsoInstant } from '../../settings/settings-keys';
import { REPORT_LIMITS } from '../reports.model';
import {
  BUILDINGS,
  CHOSEN_REPORT_TYPES,
  compactPhone,
  EMAIL,
  phoneProblem,
  POSTCODE,
  REPORT_MESSAGES,
  SUPPLY_TYPES,
  type Building,
  type CheckAnswers,
  type ChosenReportType,
  type SupplyType,
} from '@portal/domain';

const NOT_NUMBER = 'Wartość musi być liczbą';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An optional text left empty is no value (spec §5: empty values pass the format rules). */
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

@ValidatorConstraint({ name: 'phoneByCountryCode' })
class PhoneByCountryCode implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && phoneProblem(value) === undefined;
  }
  defaultMessage(args: ValidationArguments): string {
    return typeof args.value === 'string' ? (phoneProblem(args.value) ?? REPORT_MESSAGES.phoneNumberPL) : REPORT_MESSAGES.phoneNumberPL;
  }
}

@ValidatorConstraint({ name: 'isoInstant' })
class IsoInstant implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isIsoInstant(value);
  }
  defaultMessage(): string {
    return REPORT_MESSAGES.isoInstant;
  }
}

// A report's address and name are read by the call centre and staff, and its place shows on the public map.
const requiredText = (max: number, description: string, label?: string) =>
  applyDecorators(
    ApiProperty({ description }),
    Transform(trim),
    IsDefined({ message: M.required }),
    IsString({ message: M.notString }),
    IsNotEmpty({ message: M.required }),
    MaxLength(max, { message: M.max(max) }),
    // The e-mail field has its own, stricter rule (EmailInput).
    ...(label ? [VisibleText(label)] : []),
  );

const optionalText = (max: number, description: string, label: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, description }),
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: M.notString }),
    MaxLength(max, { message: M.max(max) }),
    VisibleText(label),
  );

const optionalAnswer = (description: string) =>
  applyDecorators(ApiPropertyOptional({ type: Boolean, nullable: true, description }), IsOptional(), IsBoolean({ message: M.notBoolean }));

/** The check step's answers (public spec §4); which of them a combination needs is CHECK_STEP_RULES. */
export class CheckAnswersDto implements CheckAnswers {
  @ApiProperty({ enum: BUILDINGS, description: 'Mieszkanie (FLAT) albo dom (HOUSE)' })
  @IsDefined({ message: M.required })
  @IsIn(BUILDINGS, { message: M.oneOf(BUILDINGS) })
  building: Building;

  @optionalAnswer('NO_VOLTAGE: rachunki opłacone (musi być true)')
  invoicesPaid?: boolean;

  @optionalAnswer('NO_VOLTAGE: bezpieczniki sprawdzone (musi być true)')
  fusesChecked?: boolean;

  @optionalAnswer('NO_VOLTAGE: licznik sprawdzony (musi być true)')
  meterChecked?: boolean;

  @optionalAnswer('NO_VOLTAGE: FLAT – sąsiedzi i części wspólne mają prąd; HOUSE – sąsiednie budynki mają prąd')
  neighboursHaveLight?: boolean;

  @ApiPropertyOptional({ enum: SUPPLY_TYPES, nullable: true, description: 'Linia napowietrzna albo kablowa' })
  @IsOptional()
  @IsIn(SUPPLY_TYPES, { message: M.oneOf(SUPPLY_TYPES) })
  supplyType?: SupplyType;

  @optionalAnswer('Potwierdzenie elektryka, że instalacja odbiorcy jest sprawna')
  electricianConfirmed?: boolean;
}

/** POST /public/api/call-net/report (public spec §3 user report, §5 step 2 rules; docs/reports.md). */
export class CreateUserReportDto {
  @requiredText(REPORT_LIMITS.city, 'Miejscowość', 'Miejscowość')
  city: string;

  @optionalText(REPORT_LIMITS.district, 'Dzielnica (z geokodowania)', 'Dzielnica')
  district?: string | null;

  @requiredText(REPORT_LIMITS.street, "Ulica, z typem albo bez ('ul. Marszałkowska')", 'Ulica')
  street: string;

  @requiredText(REPORT_LIMITS.residenceNumber, 'Numer domu', 'Numer domu')
  residenceNumber: string;

  @optionalText(REPORT_LIMITS.apartmentNumber, 'Numer mieszkania', 'Numer mieszkania')
  apartmentNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '00-950', description: 'NN-NNN' })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(REPORT_LIMITS.postcode, { message: M.max(REPORT_LIMITS.postcode) })
  @Matches(POSTCODE, { message: REPORT_MESSAGES.postCode })
  postcode?: string | null;

  @requiredText(REPORT_LIMITS.reporter, 'Imię i nazwisko zgłaszającego', 'Imię i nazwisko')
  reporter: string;

  @ApiProperty({ example: '+48600100200', description: "'+', kod kraju i cyfry; +48: dokładnie 9 cyfr, inne kody: 6–15 cyfr" })
  @Transform(({ value }) => (typeof value === 'string' ? compactPhone(value) : value))
  @IsDefined({ message: M.required })
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(REPORT_LIMITS.phone, { message: M.max(REPORT_LIMITS.phone) })
  @Validate(PhoneByCountryCode)
  phoneNumber: string;

  @requiredText(REPORT_LIMITS.email, 'Adres e-mail zgłaszającego')
  @EmailInput()
  @Matches(EMAIL, { message: M.email })
  email: string;

  @ApiProperty({ example: 21.0118, description: 'Długość geograficzna (lng)' })
  @IsDefined({ message: M.required })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NOT_NUMBER })
  @Min(-180, { message: M.minValue(-180) })
  @Max(180, { message: M.maxValue(180) })
  coordinateX: number;

  @ApiProperty({ example: 52.2297, description: 'Szerokość geograficzna (lat)' })
  @IsDefined({ message: M.required })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: NOT_NUMBER })
  @Min(-90, { message: M.minValue(-90) })
  @Max(90, { message: M.maxValue(90) })
  coordinateY: number;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time', description: 'Od kiedy nie ma prądu, jeśli zgłaszający podał' })
  @IsOptional()
  @Validate(IsoInstant)
  outageStart?: string | null;

  @ApiProperty({ enum: CHOSEN_REPORT_TYPES, description: 'Wybór z kroku opisu: częściowy (LIMITED_VOLTAGE) albo całkowity (NO_VOLTAGE) brak zasilania' })
  @IsDefined({ message: M.required })
  @IsIn(CHOSEN_REPORT_TYPES, { message: M.oneOf(CHOSEN_REPORT_TYPES) })
  reportType: ChosenReportType;

  @ApiProperty({ type: CheckAnswersDto })
  @IsDefined({ message: M.required })
  @IsObject({ message: M.notObject })
  @ValidateNested()
  @Type(() => CheckAnswersDto)
  checkAnswers: CheckAnswersDto;

  /** Required, but a missing one is refused by the captcha check (403, like a wrong one), not as a field error. */
  @ApiProperty({ description: 'Rozwiązanie captcha (ALTCHA: ładunek widżetu; reCAPTCHA: token), akcja REPORT; brak albo błędne: 403' })
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(MAX_PAYLOAD_LENGTH, { message: M.max(MAX_PAYLOAD_LENGTH) })
  recaptchaToken: string;

  @ApiProperty({ type: Boolean, enum: [true], description: 'Zgoda na przetwarzanie danych osobowych (musi być true)' })
  @IsDefined({ message: M.required })
  @Equals(true, { message: REPORT_MESSAGES.consent })
  dataProtectionConsent: true;

  // Public spec §3 names these in the report being created; the original client sends them along.
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Public spec §3 id of the report being created: only null or left out (the server assigns the id)',
  })
  @IsOptional()
  @Equals(null, { message: REPORT_MESSAGES.idAssignedByServer })
  id?: null;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      "Public spec §3: the setting as the client read it; ignored, the server's own setting canAddReportOutsideArea decides (step 5 of docs/reports.md)",
  })
  @IsOptional()
  @IsBoolean({ message: M.notBoolean })
  canAddReportOutsideArea?: boolean;
}

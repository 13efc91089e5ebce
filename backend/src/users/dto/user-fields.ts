import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { USER_FIELD_LIMITS as L, USER_PHONE_PATTERN } from '@portal/domain';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGE, PASSWORD_PATTERN, PASSWORD_RULE } from '../../auth/password-policy';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { SYSTEM_ROLES } from '../system-role';
import { MaxDbInt } from '../../common/db-int';
import { EmailInput, IsEmailAddress } from '../../common/email-address';
import { VisibleText } from '../../common/visible-text';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const USER_FIELD_MESSAGES = {
  newUserDeleted: 'Nowy użytkownik nie może być usunięty',
  idMismatch: 'Identyfikator w treści nie zgadza się z identyfikatorem w adresie',
} as const;

/** Field rules shared by the user DTOs, so create, edit and later registration cannot disagree. */
export const UserFields = {
  systemRole: (required: boolean) =>
    applyDecorators(
      required ? ApiProperty({ enum: SYSTEM_ROLES }) : ApiPropertyOptional({ enum: SYSTEM_ROLES }),
      required ? IsNotEmpty({ message: M.required }) : IsOptional(),
      IsIn(SYSTEM_ROLES, { message: M.oneOf(SYSTEM_ROLES) }),
    ),
  fullName: () =>
    applyDecorators(
      ApiProperty(),
      trim,
      IsString({ message: M.notString }),
      IsNotEmpty({ message: M.required }),
      MaxLength(L.fullName, { message: M.max(L.fullName) }),
      // Other staff read it (the outages' "created by", the users' list).
      VisibleText('Imię i nazwisko'),
    ),
  email: () =>
    applyDecorators(
      ApiProperty({ format: 'email' }),
      EmailInput(),
      IsString({ message: M.notString }),
      IsNotEmpty({ message: M.required }),
      IsEmailAddress(),
      MaxLength(L.email, { message: M.max(L.email) }),
    ),
  phone: () =>
    applyDecorators(
      ApiPropertyOptional({ type: String, nullable: true }),
      trim,
      IsOptional(),
      ValidateIf((_o, v) => v !== null && v !== ''),
      IsString({ message: M.notString }),
      Matches(USER_PHONE_PATTERN, { message: M.phone }),
      MaxLength(L.phone, { message: M.max(L.phone) }),
    ),
  area: () =>
    applyDecorators(
      ApiPropertyOptional({ type: Number, nullable: true }),
      IsOptional(),
      ValidateIf((_o, v) => v !== null),
      IsInt({ message: M.notInteger }),
      Min(1, { message: M.minValue(1) }),
      MaxDbInt(),
    ),
  /** Staff spec §3 User.id: accepted so a user read from get/{id} can be sent back as is; the path names the user (a different id is refused). */
  echoedId: (description: string) =>
    applyDecorators(
      ApiPropertyOptional({ type: Number, nullable: true, description }),
      IsOptional(),
      IsInt({ message: M.notInteger }),
      Min(1, { message: M.minValue(1) }),
      MaxDbInt(),
    ),
  /** Staff spec §3 User.deleted: accepted for the same reason; deleting and restoring is POST /api/user/delete/{id}. */
  echoedDeleted: (description: string, only?: false) =>
    applyDecorators(
      ApiPropertyOptional({ type: Boolean, description, ...(only === false ? { enum: [false] } : {}) }),
      IsOptional(),
      only === false ? Equals(false, { message: USER_FIELD_MESSAGES.newUserDeleted }) : IsBoolean({ message: M.notBoolean }),
    ),
  password: (required: boolean) =>
    applyDecorators(
      // maxLength and pattern come from the validators (openapi/validation-rules.ts); the 8 is the pattern's own minimum.
      // The pattern needs the u flag (Unicode letters), which OpenAPI 3.0 cannot state: the rule is in words.
      (required ? ApiProperty : ApiPropertyOptional)({ minLength: 8, description: PASSWORD_RULE }),
      required ? IsNotEmpty({ message: M.required }) : IsOptional(),
      IsString({ message: M.notString }),
      MaxLength(PASSWORD_MAX_LENGTH, { message: M.max(PASSWORD_MAX_LENGTH) }),
      Matches(PASSWORD_PATTERN, { message: PASSWORD_MESSAGE }),
    ),
};

import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { IsNotEmpty, IsObject, IsString, Matches, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { SecondFactorChallengeDto } from './second-factor.dto';

export const PASSKEY_NAME_MAX = 60;

const RESPONSE_DOC = { type: 'object', additionalProperties: true } as const;

/** The browser's answer to `navigator.credentials.create()`, as `@simplewebauthn/browser` serialises it, and the person's name for the passkey. */
export class PasskeyRegistrationDto {
  @ApiProperty({ ...RESPONSE_DOC, description: 'RegistrationResponseJSON (WebAuthn Level 3 `toJSON()` of the new credential)' })
  @IsObject({ message: M.notObject })
  response: RegistrationResponseJSON;

  @ApiProperty({ example: 'Laptop służbowy', maxLength: PASSKEY_NAME_MAX })
  @IsString({ message: M.notString })
  @Matches(/\S/, { message: M.required })
  @MaxLength(PASSKEY_NAME_MAX, { message: M.max(PASSKEY_NAME_MAX) })
  name: string;
}

/** A passkey registered at a sign-in that requires enrolment: the challenge of the 'enrol' stage with the answer. */
export class PasskeyEnrolmentDto extends IntersectionType(SecondFactorChallengeDto, PasskeyRegistrationDto) {}

/** The second step of a sign-in with a passkey: the challenge of the 'verify' stage and the browser's assertion. */
export class PasskeyAssertionDto extends SecondFactorChallengeDto {
  @ApiProperty({ ...RESPONSE_DOC, description: 'AuthenticationResponseJSON (WebAuthn Level 3 `toJSON()` of the assertion)' })
  @IsObject({ message: M.notObject })
  @IsNotEmpty({ message: M.required })
  response: AuthenticationResponseJSON;
}

/** The OpenAPI schema of the options for the browser's WebAuthn call, as `@simplewebauthn/browser` takes them (`optionsJSON`). */
export const PASSKEY_OPTIONS_SCHEMA = {
  type: 'object' as const,
  description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3)',
  additionalProperties: true,
  required: ['challenge'],
  properties: { challenge: { type: 'string' as const, description: 'base64url; kept by the server, answered once, within two minutes' } },
};

export class PasskeyResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Laptop służbowy' }) name: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt: string | null;
  /** Synced to the person's other devices by their platform. */
  @ApiProperty() backedUp: boolean;
}

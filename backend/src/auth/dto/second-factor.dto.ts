import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';

export const SECOND_FACTOR_STAGES = ['verify', 'enrol'] as const;
export type SecondFactorStage = (typeof SECOND_FACTOR_STAGES)[number];

/** The kinds of second factor: an authenticator app's codes (with recovery codes), or passkeys. */
export const SECOND_FACTOR_KINDS = ['totp', 'passkey'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

/**
 * The answer of a right password when a second factor follows: no session yet, only a short-lived token that the
 * second-factor routes take (docs/security.md "Second factor").
 */
export class SecondFactorChallengeResponseDto {
  @ApiProperty({ enum: SECOND_FACTOR_STAGES, description: "'verify': send a code; 'enrol': set up an authenticator app first" })
  secondFactor: SecondFactorStage;

  @ApiProperty({ description: 'Accepted only by the second-factor routes, never as a bearer token' })
  challengeToken: string;

  @ApiProperty({ example: 300 })
  expiresInSeconds: number;

  @ApiProperty({
    enum: SECOND_FACTOR_KINDS,
    isArray: true,
    description: "'verify': the factors the person has, to pick from; 'enrol': the factors that may be set up",
  })
  methods: SecondFactorKind[];
}

export class SecondFactorChallengeDto {
  @ApiProperty()
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(2000, { message: M.max(2000) })
  challengeToken: string;
}

/** The first code of a signed-in person's new authenticator app (an enrolment they chose). */
export class SecondFactorFirstCodeDto {
  @ApiProperty({ description: 'Six digits from the authenticator app', example: '123456' })
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(32, { message: M.max(32) })
  code: string;
}

export class SecondFactorCodeDto extends SecondFactorChallengeDto {
  @ApiProperty({ description: 'Six digits from the authenticator app, or one recovery code', example: '123456' })
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(32, { message: M.max(32) })
  code: string;
}

/** Shown once, at enrolment: neither the secret nor the recovery codes can be read again. */
export class SecondFactorEnrolmentResponseDto {
  @ApiProperty({ description: 'Base32 secret, for typing into an app by hand' })
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/…' })
  otpauthUri: string;

  @ApiProperty({ description: 'The otpauth URI as a QR code: a data: URL of an SVG image' })
  qrCode: string;

  @ApiProperty({ type: [String] })
  recoveryCodes: string[];
}

export class SecondFactorStatusResponseDto {
  /** An authenticator app or at least one passkey. */
  @ApiProperty() enrolled: boolean;
  /** When the authenticator app was confirmed; null without one. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) enrolledAt: string | null;
  @ApiProperty() totp: boolean;
  @ApiProperty() passkeys: number;
  /** The person's role requires a second factor (STAFF_SECOND_FACTOR_REQUIRED_ROLES). */
  @ApiProperty() required: boolean;
  /** A demo account: signs in with the password alone. */
  @ApiProperty() exempt: boolean;
  @ApiProperty() recoveryCodesLeft: number;
}

import { ApiProperty } from '@nestjs/swagger';

/** What the back office's sign-in page offers: the provider's button, the password form, or both. */
export class SsoOptionsResponseDto {
  @ApiProperty({ description: 'Single sign-on through the operator’s OpenID provider is configured' }) enabled: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The name on the button „Zaloguj przez …”', example: 'konto firmowe' })
  providerName: string | null;
  @ApiProperty({ description: 'Staff may also sign in with a password (false: only through the provider)' }) passwordSignIn: boolean;
}

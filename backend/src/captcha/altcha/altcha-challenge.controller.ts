import { Controller, Get, Header, Inject, NotFoundException, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ERROR_MESSAGES, VALIDATION_MESSAGES as M } from '../../common/api-error';
import { ApiErrorResponseDto } from '../../common/dto/api-error-response.dto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CAPTCHA_ACTIONS, type CaptchaAction } from '../captcha.service';
import { AltchaCaptchaService } from './altcha-captcha.service';
import { ALTCHA_DOCS } from './altcha.api-docs';

export class ChallengeQueryDto {
  @ApiProperty({ enum: CAPTCHA_ACTIONS, description: 'Formularz, dla którego jest zadanie' })
  @IsIn(CAPTCHA_ACTIONS, { message: M.oneOf(CAPTCHA_ACTIONS) })
  action: CaptchaAction;
}

/** The challenge in the form the `altcha` widget expects (altcha-lib 2). */
export class AltchaChallengeResponseDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'algorithm, nonce, salt, cost, keyLength, keyPrefix, keySignature, expiresAt, data' })
  parameters: Record<string, unknown>;

  @ApiProperty()
  signature: string;
}

@ApiTags('captcha')
@Controller('public/api/captcha')
export class AltchaChallengeController {
  constructor(
    private readonly altcha: AltchaCaptchaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every call gets a fresh challenge: never cached. 404 when another provider (reCAPTCHA) is configured. */
  @ALTCHA_DOCS.challenge
  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AltchaChallengeResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: '`action` missing or not one of the forms' })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  async challenge(@Query() query: ChallengeQueryDto): Promise<AltchaChallengeResponseDto> {
    if (this.config.captcha.provider !== 'altcha') throw new NotFoundException(ERROR_MESSAGES.routeNotFound);
    const challenge = await this.altcha.createChallenge(query.action);
    return { parameters: { ...challenge.parameters }, signature: challenge.signature! };
  }
}

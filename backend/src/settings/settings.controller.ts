import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentActor } from '../auth/guards';
import type { Actor } from '../common/events/actor';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { EditSettingDto, SettingResponseDto } from './dto/setting.dto';
import { SettingsService } from './settings.service';
import { SETTINGS_DOCS } from './settings.api-docs';

/** Public spec §7 config calls: read by every page load, so answered from memory and cacheable for 30 s. */
@ApiTags('config')
@Controller('public/api/config')
export class PublicSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @SETTINGS_DOCS.all
  @Get('get/all')
  @Header('Cache-Control', 'public, max-age=30')
  @ApiOkResponse({ type: [SettingResponseDto] })
  all(): SettingResponseDto[] {
    return this.settings.all();
  }

  @SETTINGS_DOCS.get
  @Get('get/:key')
  @Header('Cache-Control', 'public, max-age=30')
  @ApiOkResponse({ type: SettingResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  get(@Param('key') key: string): SettingResponseDto {
    return this.settings.get(key);
  }
}

/** Staff spec §7 config/edit/many: administrators only. */
@ApiTags('config')
@Auth('ADMIN')
@Controller('api/config')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @SETTINGS_DOCS.editMany
  @Post('edit/many')
  @HttpCode(200)
  @ApiBody({ type: [EditSettingDto] })
  @ApiOkResponse({ type: [SettingResponseDto], description: 'Wszystkie ustawienia po zmianie' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: 'Nieznany klucz lub niepoprawna wartość (errors: klucz → komunikat); nic nie zapisano' })
  editMany(@Body() body: EditSettingDto[], @CurrentActor() actor: Actor & { userId: number }): Promise<SettingResponseDto[]> {
    return this.settings.editMany(body, actor);
  }
}

import { Body, Controller, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoStore } from '../auth/no-store';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { idPipe } from '../common/id.pipe';
import { ReportFollowUpStopDto } from './dto/known-outage.dto';
import { StillNoPowerResponseDto } from './dto/still-no-power.dto';
import { STILL_NO_POWER_DOCS } from './still-no-power.api-docs';
import { StillNoPowerService } from './still-no-power.service';

/** "Czy masz już prąd?" → "Nadal nie mam prądu" (docs/reports.md "After restoration"). */
@ApiTags('call-net')
@Controller('public/api/restoration-check')
export class StillNoPowerController {
  constructor(private readonly stillNoPower: StillNoPowerService) {}

  @STILL_NO_POWER_DOCS.answer
  @Post(':id/still-off')
  // One person's answer with their address: no cache may keep it.
  @NoStore()
  @ApiCreatedResponse({ type: StillNoPowerResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @ApiForbiddenResponse({ type: ApiErrorResponseDto, description: 'Link nieprawidłowy (klucz nie pasuje)' })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: 'Nie ma takiego pytania albo konto usunięto' })
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'Link został już użyty' })
  @ApiGoneResponse({ type: ApiErrorResponseDto, description: 'Link wygasł (po 24 godzinach)' })
  answer(@Param('id', idPipe) id: number, @Body() dto: ReportFollowUpStopDto): Promise<StillNoPowerResponseDto> {
    return this.stillNoPower.answer(id, dto.token);
  }
}

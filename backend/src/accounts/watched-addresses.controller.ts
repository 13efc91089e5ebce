import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { Auth, CurrentUser } from '../auth/guards';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { idPipe } from '../common/id.pipe';
import { AddressStatusQueryDto, AddWatchedAddressDto, WatchedAddressResponseDto } from './dto/watched-address.dto';
import { WatchedAddressesService } from './watched-addresses.service';
import { WATCHED_ADDRESS_DOCS } from './accounts.api-docs';

/** 'Moje adresy' (public spec §7). */
@ApiTags('accounts')
@Auth('PUBLIC')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller('public/api/user/address')
export class WatchedAddressesController {
  constructor(private readonly addresses: WatchedAddressesService) {}

  @WATCHED_ADDRESS_DOCS.list
  @Get()
  @ApiOkResponse({ type: [WatchedAddressResponseDto] })
  list(@CurrentUser() user: AuthUser): Promise<WatchedAddressResponseDto[]> {
    return this.addresses.list(user);
  }

  @WATCHED_ADDRESS_DOCS.add
  @Post()
  @ApiCreatedResponse({ type: WatchedAddressResponseDto, description: "400 'Adres nieobsługiwany' poza obszarem działania lub na liście wyłączeń" })
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'Adres już jest na liście' })
  add(@CurrentUser() user: AuthUser, @Body() dto: AddWatchedAddressDto): Promise<WatchedAddressResponseDto> {
    return this.addresses.add(user, dto);
  }

  @WATCHED_ADDRESS_DOCS.remove
  @Delete()
  @HttpCode(204)
  @ApiQuery({ name: 'id', type: Number })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  remove(@CurrentUser() user: AuthUser, @Query('id', idPipe) id: number): Promise<void> {
    return this.addresses.remove(user, id);
  }

  @WATCHED_ADDRESS_DOCS.setStatus
  @Post('status/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: WatchedAddressResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  setStatus(@CurrentUser() user: AuthUser, @Param('id', idPipe) id: number, @Query() query: AddressStatusQueryDto): Promise<WatchedAddressResponseDto> {
    return this.addresses.setActive(user, id, query.enabled === 'true');
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { Auth, CurrentUser } from '../auth/guards';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { idPipe } from '../common/id.pipe';
import { MyPriorityResponseDto, PriorityDeclarationDto, PriorityDeclarationResponseDto } from './dto/priority-declaration.dto';
import { PriorityCountResponseDto, PriorityCustomerResponseDto, PriorityListAccessPageResponseDto, SearchPriorityAccessesDto } from './dto/priority-staff.dto';
import { PRIORITY_DOCS } from './priority-customers.api-docs';
import { PriorityCustomersService } from './priority-customers.service';

const NOT_FOUND = ApiNotFoundResponse({ type: ApiErrorResponseDto });

/** The signed-in resident's own declarations ("Ustawienia konta"). `@Auth` answers with no-store. */
@ApiTags('priority customers')
@Auth('PUBLIC')
@Controller('public/api/user/priority')
export class MyPriorityController {
  constructor(private readonly priority: PriorityCustomersService) {}

  @PRIORITY_DOCS.mine
  @Get()
  @ApiOkResponse({ type: MyPriorityResponseDto })
  mine(@CurrentUser() user: AuthUser): Promise<MyPriorityResponseDto> {
    return this.priority.mine(user);
  }

  @PRIORITY_DOCS.declare
  @Post()
  @ApiCreatedResponse({ type: PriorityDeclarationResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @NOT_FOUND
  declare(@CurrentUser() user: AuthUser, @Body() dto: PriorityDeclarationDto): Promise<PriorityDeclarationResponseDto> {
    return this.priority.declare(user, dto);
  }

  @PRIORITY_DOCS.withdraw
  @Delete(':watchedAddressId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Zgoda wycofana, deklaracja usunięta' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @NOT_FOUND
  withdraw(@CurrentUser() user: AuthUser, @Param('watchedAddressId', idPipe) watchedAddressId: number): Promise<void> {
    return this.priority.withdraw(user, watchedAddressId);
  }
}

/** Staff: counts for ACCEPTER and CALLCENTER, the list for CALLCENTER only, the record of openings for ADMIN. */
@ApiTags('priority customers')
@Controller('api/priority-customers')
export class StaffPriorityController {
  constructor(private readonly priority: PriorityCustomersService) {}

  @PRIORITY_DOCS.count
  @Get('planned-outage/:id/count')
  @Auth('ACCEPTER', 'CALLCENTER')
  @ApiOkResponse({ type: PriorityCountResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @NOT_FOUND
  count(@Param('id', idPipe) id: number): Promise<PriorityCountResponseDto> {
    return this.priority.count(id);
  }

  @PRIORITY_DOCS.list
  @Get('planned-outage/:id')
  @Auth('CALLCENTER')
  @ApiOkResponse({ type: [PriorityCustomerResponseDto] })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @NOT_FOUND
  list(@Param('id', idPipe) id: number, @CurrentUser() staff: AuthUser): Promise<PriorityCustomerResponseDto[]> {
    return this.priority.list(id, staff);
  }

  @PRIORITY_DOCS.accessLog
  @Get('access-log')
  @Auth('ADMIN')
  @ApiOkResponse({ type: PriorityListAccessPageResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  accessLog(@Query() dto: SearchPriorityAccessesDto): Promise<PriorityListAccessPageResponseDto> {
    return this.priority.accesses(dto);
  }
}

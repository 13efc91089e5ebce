import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentActor } from '../auth/guards';
import type { Actor } from '../common/events/actor';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { CountResponseDto } from '../common/dto/page.dto';
import { idPipe } from '../common/id.pipe';
import { CreateUserDto } from './dto/create-user.dto';
import { EditUserDto } from './dto/edit-user.dto';
import { SearchUsersDto } from './dto/search-users.dto';
import { RoleResponseDto, UserResponseDto } from './dto/user-response.dto';
import { UsersService } from './users.service';
import { USERS_DOCS } from './users.api-docs';

/** Staff spec §7 user calls; administrators only. */
@ApiTags('users')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Auth('ADMIN')
@Controller('api/user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @USERS_DOCS.roles
  @Get('roles')
  @ApiOkResponse({ type: [RoleResponseDto] })
  roles(): RoleResponseDto[] {
    return this.users.roles();
  }

  @USERS_DOCS.search
  @Post('search')
  @HttpCode(200)
  @ApiOkResponse({ type: [UserResponseDto] })
  search(@Body() criteria: SearchUsersDto): Promise<UserResponseDto[]> {
    return this.users.search(criteria);
  }

  @USERS_DOCS.count
  @Post('search/count')
  @HttpCode(200)
  @ApiOkResponse({ type: CountResponseDto })
  async count(@Body() criteria: SearchUsersDto): Promise<CountResponseDto> {
    return { count: await this.users.count(criteria) };
  }

  @USERS_DOCS.get
  @Get('get/:id')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  get(@Param('id', idPipe) id: number): Promise<UserResponseDto> {
    return this.users.get(id);
  }

  @USERS_DOCS.create
  @Post('create')
  @ApiCreatedResponse({ type: UserResponseDto })
  create(@Body() dto: CreateUserDto, @CurrentActor() actor: Actor): Promise<UserResponseDto> {
    return this.users.create(dto, actor);
  }

  @USERS_DOCS.edit
  @Put('edit/:id')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  edit(@Param('id', idPipe) id: number, @Body() dto: EditUserDto, @CurrentActor() actor: Actor): Promise<UserResponseDto> {
    return this.users.edit(id, dto, actor);
  }

  @USERS_DOCS.toggleDeleted
  @Post('delete/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto, description: 'Usuwa albo przywraca użytkownika' })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  toggleDeleted(@Param('id', idPipe) id: number, @CurrentActor() actor: Actor): Promise<UserResponseDto> {
    return this.users.toggleDeleted(id, actor);
  }
}

import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AreasService } from '../areas/areas.service';
import { hashPassword } from '../auth/password-hasher';
import { ERROR_MESSAGES } from '../common/api-error';
import { isUniqueViolation } from '../common/database-errors';
import { DomainEvents } from '../common/events/domain-events';
import type { Actor } from '../common/events/actor';
import { CreateUserDto } from './dto/create-user.dto';
import { EditUserDto } from './dto/edit-user.dto';
import { USER_FIELD_MESSAGES } from './dto/user-fields';
import { SearchUsersDto } from './dto/search-users.dto';
import { RoleResponseDto, UserResponseDto } from './dto/user-response.dto';
import { UsersRepository } from './users.repository';
import { SYSTEM_ROLE_LABELS, SYSTEM_ROLES } from './system-role';
import type { UserEntity } from './entities/user.entity';
import { UserChanged, type UserFacts } from './events/user-changed';

export const USER_MESSAGES = {
  duplicateEmail: 'Użytkownik o podanym adresie email już istnieje',
  notFound: 'Nie znaleziono użytkownika',
  cannotDeleteSelf: 'Nie możesz usunąć własnego konta',
  lastAdmin: 'Nie można odebrać roli ani usunąć ostatniego administratora',
  unknownArea: 'Nie ma obszaru o tym identyfikatorze',
} as const;

/** Users administration rules (staff spec §2.5, §2.6). */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly areas: AreasService,
    private readonly events: DomainEvents,
  ) {}

  roles(): RoleResponseDto[] {
    return SYSTEM_ROLES.map((id) => ({ id, name: SYSTEM_ROLE_LABELS[id] }));
  }

  async search(criteria: SearchUsersDto): Promise<UserResponseDto[]> {
    return (await this.users.search(criteria)).map(UserResponseDto.from);
  }

  count(criteria: SearchUsersDto): Promise<number> {
    return this.users.count(criteria);
  }

  async get(id: number): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.existing(id));
  }

  async create(dto: CreateUserDto, actor: Actor): Promise<UserResponseDto> {
    await this.assertAreaExists(dto.area);
    await this.assertEmailFree(dto.email);
    const passwordHash = dto.password ? await hashPassword(dto.password) : null;
    const user = await this.duplicateSafe(() =>
      this.users.transaction(async (em) => {
        const created = await this.users.insert(
          {
            systemRole: dto.systemRole,
            fullName: dto.fullName,
            email: dto.email,
            phone: dto.phone || null,
            area: dto.area ?? null,
            passwordHash,
            // An account made by an administrator needs no e-mail confirmation.
            emailConfirmedAt: new Date(),
          },
          em,
        );
        await this.events.raise(em, new UserChanged('create', actor, created.id, null, userFacts(created)));
        return created;
      }),
    );
    return UserResponseDto.from(user);
  }

  async edit(id: number, dto: EditUserDto, actor: Actor): Promise<UserResponseDto> {
    if (dto.id != null && dto.id !== id) {
      throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors: { id: USER_FIELD_MESSAGES.idMismatch } });
    }
    const user = await this.existing(id);
    await this.assertAreaExists(dto.area);
    await this.assertEmailFree(dto.email, id);
    // The role is optional on the edit form: null (an empty dropdown) keeps it, like leaving it out.
    const roleChanges = dto.systemRole != null && dto.systemRole !== user.systemRole;
    if (roleChanges && user.systemRole === 'ADMIN') await this.assertNotLastAdmin();
    await this.duplicateSafe(() =>
      this.users.transaction(async (em) => {
        const values = {
          fullName: dto.fullName,
          email: dto.email,
          phone: dto.phone === undefined ? user.phone : dto.phone || null,
          ...(dto.systemRole != null ? { systemRole: dto.systemRole } : {}),
          ...(dto.area !== undefined ? { area: dto.area } : {}),
        };
        await this.users.update(id, values, em);
        // A token carries the role; a new role must not keep working under the old one.
        if (roleChanges) await this.users.bumpTokenVersion(id, em);
        await this.events.raise(em, new UserChanged(roleChanges ? 'role' : 'edit', actor, id, userFacts(user), userFacts({ ...user, ...values })));
      }),
    );
    return this.get(id);
  }

  /** Deletes or restores (spec §7: POST /api/user/delete/{id}). A deleted user's tokens stop working at once. */
  async toggleDeleted(id: number, actor: Actor): Promise<UserResponseDto> {
    const user = await this.existing(id);
    if (!user.deleted && id === actor.userId) throw new BadRequestException(USER_MESSAGES.cannotDeleteSelf);
    if (!user.deleted && user.systemRole === 'ADMIN') await this.assertNotLastAdmin();
    await this.users.transaction(async (em) => {
      await this.users.update(id, { deleted: !user.deleted }, em);
      if (!user.deleted) await this.users.bumpTokenVersion(id, em);
      const kind = user.deleted ? 'restore' : 'delete';
      await this.events.raise(em, new UserChanged(kind, actor, id, userFacts(user), userFacts({ ...user, deleted: !user.deleted })));
    });
    return this.get(id);
  }

  private async existing(id: number) {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
    return user;
  }

  /** A user's area is an id of the areas table (staff spec §3); an unknown one would point nowhere. */
  private async assertAreaExists(area: number | null | undefined): Promise<void> {
    if (area != null && !(await this.areas.exists(area))) {
      throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors: { area: USER_MESSAGES.unknownArea } });
    }
  }

  private async assertEmailFree(email: string, exceptId?: number): Promise<void> {
    if (await this.users.emailTaken(email, exceptId)) throw duplicateEmail();
  }

  /** The unique index decides when two requests race past assertEmailFree. */
  private async duplicateSafe<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail();
      throw error;
    }
  }

  private async assertNotLastAdmin(): Promise<void> {
    if ((await this.users.countActiveAdmins()) <= 1) throw new BadRequestException(USER_MESSAGES.lastAdmin);
  }
}

/** A user's fields as the audit trail records them (also for a user changed by a single sign-on). */
export function userFacts(u: Pick<UserEntity, 'fullName' | 'email' | 'phone' | 'systemRole' | 'area' | 'deleted'>): UserFacts {
  return { fullName: u.fullName, email: u.email, phone: u.phone, systemRole: u.systemRole, area: u.area, deleted: u.deleted };
}

function duplicateEmail(): BadRequestException {
  return new BadRequestException({ message: USER_MESSAGES.duplicateEmail, errors: { email: USER_MESSAGES.duplicateEmail } });
}

import { ApiProperty } from '@nestjs/swagger';
import { SYSTEM_ROLES, type SystemRole } from '../system-role';
import type { UserEntity } from '../entities/user.entity';

export class UserResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: SYSTEM_ROLES }) systemRole: SystemRole;
  @ApiProperty({ type: Number, nullable: true }) area: number | null;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() deleted: boolean;

  static from(user: UserEntity): UserResponseDto {
    const { id, systemRole, area, fullName, email, phone, deleted } = user;
    return { id, systemRole, area, fullName, email, phone, deleted };
  }
}

export class RoleResponseDto {
  @ApiProperty({ enum: SYSTEM_ROLES }) id: SystemRole;
  @ApiProperty() name: string;
}

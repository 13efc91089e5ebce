import { ApiProperty } from '@nestjs/swagger';
import { SYSTEM_ROLES, type SystemRole } from '../../users/system-role';

/** Spec §3 login response; the front ends keep every field in local storage. */
export class LoginResponseDto {
  @ApiProperty() token: string;
  @ApiProperty() userId: number;
  @ApiProperty({ enum: SYSTEM_ROLES }) role: SystemRole;
  @ApiProperty() fullName: string;
  @ApiProperty({ type: Number, nullable: true }) area: number | null;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
}

export class TokenValidResponseDto {
  @ApiProperty({ example: true }) valid: boolean;
}

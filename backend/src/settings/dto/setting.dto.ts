import { ApiProperty } from '@nestjs/swagger';

/** One key/value entry (public spec §3, §7 config calls). */
export class SettingResponseDto {
  @ApiProperty({ example: 'showMaintenance' })
  key: string;

  @ApiProperty({ type: String, nullable: true, example: 'false', description: "Tekst: data ISO 8601, 'true'/'false' albo null" })
  value: string | null;
}

/** An entry of POST /api/config/edit/many; checked by the service against settings-keys.ts. */
export class EditSettingDto {
  @ApiProperty({ enum: ['maintenanceStart', 'maintenanceEnd', 'showMaintenance', 'canAddReportOutsideArea'] })
  key: string;

  @ApiProperty({ type: String, nullable: true, example: '2026-12-01T21:00:00.000Z' })
  value: string | null;
}

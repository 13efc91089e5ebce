import { ApiProperty } from '@nestjs/swagger';
import type { AuditRecordEntity } from '../entities/audit-record.entity';

/** One audit record as the back office shows it: before/after already masked when written. */
export class AuditRecordResponseDto {
  @ApiProperty({ description: 'Identyfikator (liczba jako tekst: bigint)' }) id: string;
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
  @ApiProperty({ type: Number, nullable: true, description: 'Kto działał' }) actorId: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Sposób logowania: password' }) actorMethod: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Adres klienta' }) address: string | null;
  @ApiProperty({ description: 'Działanie, np. user.create' }) action: string;
  @ApiProperty({ description: 'Obiekt, np. user' }) entity: string;
  @ApiProperty({ type: String, nullable: true }) entityId: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) before: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) after: Record<string, unknown> | null;
  @ApiProperty() prevHash: string;
  @ApiProperty() hash: string;

  static from(r: AuditRecordEntity): AuditRecordResponseDto {
    const { id, at, actorId, actorMethod, address, action, entity, entityId, before, after, prevHash, hash } = r;
    return { id, at, actorId, actorMethod, address, action, entity, entityId, before, after, prevHash, hash };
  }
}

import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditListeners } from './audit.listeners';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/** The audit trail: fed by other modules' events, read by administrators (docs/security.md "Audit trail"). */
@Module({
  controllers: [AuditController],
  providers: [AuditRepository, AuditService, AuditListeners],
})
export class AuditModule {}

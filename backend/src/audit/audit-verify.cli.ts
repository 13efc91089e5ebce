import { loadConfig } from '../config/app-config';
import { withDatabase } from '../database/with-database';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';
import { verifyReport } from './audit-verify';

/**
 * npm run audit:verify: walks the audit trail's hash chain from its start (or from where retention left it) and prints
 * OK with the count, or the id of the first record that does not fit and exits 1 (docs/operations.md "Audit trail").
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const result = await withDatabase(config, (dataSource) => new AuditService(new AuditRepository(dataSource), config).verify());
  const { text, exitCode } = verifyReport(result);
  (exitCode ? console.error : console.log)(text);
  process.exitCode = exitCode;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import type { VerifyResult } from './audit.service';

/** What `npm run audit:verify` prints and its exit code, for a verification's result. */
export function verifyReport(result: VerifyResult): { text: string; exitCode: 0 | 1 } {
  if (result.ok) return { text: `OK: ${result.count} wpisów dziennika zdarzeń, łańcuch skrótów nienaruszony.`, exitCode: 0 };
  return { text: `BŁĄD: łańcuch skrótów przerwany na wpisie id=${result.brokenId} (sprawdzono ${result.count}).`, exitCode: 1 };
}

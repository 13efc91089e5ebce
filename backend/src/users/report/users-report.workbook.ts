import { addHeaderedSheet, staffWorkbook } from '../../common/excel/staff-workbook';
import { warsawDateTime } from '@portal/domain';
import type { UserEntity } from '../entities/user.entity';
import { SYSTEM_ROLE_LABELS } from '../system-role';

export const USERS_REPORT_SHEET = 'Użytkownicy';

/** Polish headers and how each cell is read from a user (staff spec §2.5 columns, plus the deleted flag and creation time). */
export const USERS_REPORT_COLUMNS: ReadonlyArray<{ header: string; width: number; value: (u: UserEntity) => string | number }> = [
  { header: 'Numer', width: 9, value: (u) => u.id },
  { header: 'Rola', width: 24, value: (u) => SYSTEM_ROLE_LABELS[u.systemRole] ?? u.systemRole },
  { header: 'Imię i nazwisko', width: 32, value: (u) => u.fullName },
  { header: 'E-mail', width: 34, value: (u) => u.email },
  { header: 'Telefon', width: 16, value: (u) => u.phone ?? '' },
  { header: 'Usunięty', width: 10, value: (u) => (u.deleted ? 'Tak' : 'Nie') },
  { header: 'Utworzony (czas polski)', width: 20, value: (u) => warsawDateTime(u.createdAt) },
];

/**
 * The users report (.xlsx). Every value is written as text or a number, never a formula: a name such
 * as "=HYPERLINK(…)" typed into the user form stays plain text in Excel.
 */
export async function buildUsersReport(users: readonly UserEntity[]): Promise<Buffer> {
  const workbook = staffWorkbook();
  const sheet = addHeaderedSheet(workbook, USERS_REPORT_SHEET, USERS_REPORT_COLUMNS, { filter: true });
  for (const user of users) sheet.addRow(USERS_REPORT_COLUMNS.map((c) => c.value(user)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

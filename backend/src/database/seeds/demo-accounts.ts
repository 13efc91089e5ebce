import type { SystemRole } from '../../users/system-role';

/** Demo accounts (README lists them). Only ever created when DEMO_DATA is on. */
export const DEMO_PASSWORD = 'Demo#2026';

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: SystemRole; fullName: string; phone: string | null }> = [
  { email: 'admin@demo.local', role: 'ADMIN', fullName: 'Anna Kowalczyk', phone: '501234567' },
  { email: 'dyspozytor@demo.local', role: 'DISPATCHER', fullName: 'Piotr Wiśniewski', phone: '502345678' },
  { email: 'akceptujacy@demo.local', role: 'ACCEPTER', fullName: 'Katarzyna Zielińska', phone: null },
  { email: 'callcenter@demo.local', role: 'CALLCENTER', fullName: 'Michał Lewandowski', phone: '503456789' },
  { email: 'mieszkaniec@demo.local', role: 'PUBLIC', fullName: 'Joanna Wójcik', phone: '504567890' },
];

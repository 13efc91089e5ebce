import { warsawDay } from '@portal/domain';

/** How many months back the picker offers (the server answers any month since 2000-01 through `?miesiac=`). */
const PICKER_MONTHS = 36;

/** The current Warsaw month and the ones before it, newest first, as 'YYYY-MM'. */
export function monthsUpTo(now: Date, count = PICKER_MONTHS): string[] {
  const [year, month] = warsawDay(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

import type { AddressYear } from './address-history';

/** One address's year, as the CSV and PDF exports print it. */
export interface AddressYearExport extends AddressYear {
  address: string;
  since: Date;
  year: number;
  computedAt: Date;
}

export const exportFileName = (year: number, addressId: number, ext: 'csv' | 'pdf') => `historia-wylaczen-${year}-adres-${addressId}.${ext}`;

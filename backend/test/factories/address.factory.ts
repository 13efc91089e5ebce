import type { DataSource } from 'typeorm';
import { AddressInput, AddressRecord, toAddressRecord } from '../../src/geocoding/register/address-record';
import { AddressRegisterRepository } from '../../src/geocoding/register/address-register.repository';

let sequence = 0;

/** One address point straight in the register (checked like an imported row); Warszawa, Śródmieście unless given. */
export async function createAddress(db: DataSource, fields: AddressInput = {}): Promise<AddressRecord> {
  sequence += 1;
  const result = toAddressRecord({
    id: `factory-${sequence}`,
    streetType: 'ul.',
    street: 'Testowa',
    houseNumber: '1',
    city: 'Warszawa',
    district: 'Śródmieście',
    lat: 52.23,
    lng: 21.01,
    ...fields,
  });
  if ('problems' in result) throw new Error(`createAddress: ${result.problems.join('; ')}`);
  await db.transaction((em) => new AddressRegisterRepository(em).upsert([result.record]));
  return result.record;
}

/** Numbers first..last of one street, 20 m apart going north from `start`. */
export async function createStreet(db: DataSource, fields: AddressInput & { first: number; last: number; start: { lat: number; lng: number } }): Promise<void> {
  const { first, last, start, ...rest } = fields;
  for (let n = first; n <= last; n++) {
    await createAddress(db, { ...rest, houseNumber: String(n), lat: start.lat + (n - first) * 0.00018, lng: start.lng });
  }
}

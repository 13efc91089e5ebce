import type { EntityManager } from 'typeorm';
import { AddressRecord, toAddressRecord } from '../../geocoding/register/address-record';
import { AddressRegisterRepository } from '../../geocoding/register/address-register.repository';
import { DEMO_STREETS } from './demo-address-streets';

/** Odd numbers this far to one side of the street's axis, even to the other. */
const SIDE_OFFSET_M = 12;

/**
 * The demo address register (README: demo data): every number of DEMO_STREETS, and a letter variant ('12A') of
 * every tenth, laid along the street. Bulk upserts, so seeding twice changes nothing.
 */
export async function seedDemoAddressRegister(em: EntityManager): Promise<void> {
  const records = demoAddressRecords();
  const register = new AddressRegisterRepository(em);
  for (let i = 0; i < records.length; i += 2000) await register.upsert(records.slice(i, i + 2000));
}

export function demoAddressRecords(): AddressRecord[] {
  const records: AddressRecord[] = [];
  for (const [streetType, street, district, postcode, from, to, first, last] of DEMO_STREETS) {
    const slug = `${street}-${district}`
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/ł/gi, 'l')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    // Metres per degree here, to turn the side offset into degrees across the street.
    const ky = 111_132;
    const kx = 111_320 * Math.cos((from[0] * Math.PI) / 180);
    const dx = (to[1] - from[1]) * kx;
    const dy = (to[0] - from[0]) * ky;
    const length = Math.hypot(dx, dy) || 1;
    const across = { lat: (-dx / length) * (SIDE_OFFSET_M / ky), lng: (dy / length) * (SIDE_OFFSET_M / kx) };
    for (let n = first; n <= last; n++) {
      const t = last === first ? 0 : (n - first) / (last - first);
      const side = n % 2 === 1 ? 1 : -1;
      const lat = from[0] + (to[0] - from[0]) * t + across.lat * side;
      const lng = from[1] + (to[1] - from[1]) * t + across.lng * side;
      const numbers = n % 10 === 2 ? [String(n), `${n}A`] : [String(n)];
      numbers.forEach((houseNumber, k) => {
        const result = toAddressRecord({
          id: `demo:${slug}:${houseNumber}`,
          streetType,
          street,
          houseNumber,
          postcode,
          city: 'Warszawa',
          district,
          lat: round(lat + k * 0.00008),
          lng: round(lng + k * 0.00008),
        });
        if ('problems' in result) throw new Error(`demo address ${street} ${houseNumber}: ${result.problems.join('; ')}`);
        records.push(result.record);
      });
    }
  }
  return records;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

import { watchedAddressKeys } from '@portal/domain';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ConsentEventEntity } from '../../accounts/entities/consent-event.entity';
import { WatchedAddressEntity } from '../../accounts/entities/watched-address.entity';
import { UserEntity } from '../../users/entities/user.entity';
import { demoAddressRecords } from './demo-address-register.seed';

/** The demo portal account's watched addresses: points of the demo address register, so alerts can match them. */
const DEMO_WATCHED = [
  { street: 'Marszałkowska', houseNumber: '10', flat: '4' },
  { street: 'Puławska', houseNumber: '145', flat: null },
] as const;

/**
 * mieszkaniec@demo.local as a settled user (README demo accounts): consent to data processing, e-mail and SMS
 * notifications, a phone, and two watched addresses in the capital.
 */
export async function seedDemoPublicAccount(em: EntityManager): Promise<void> {
  const user = await em.findOneBy(UserEntity, { email: 'mieszkaniec@demo.local' });
  if (!user) return;
  const now = new Date();
  await em.update(
    UserEntity,
    { id: user.id },
    {
      phone: user.phone ?? '504567890',
      dataProcessingConsentAt: now,
      emailNotificationAt: now,
      smsNotificationAt: now,
      emailConsentToken: randomBytes(32).toString('base64url'),
    },
  );
  await em.insert(
    ConsentEventEntity,
    (['DATA_PROCESSING', 'EMAIL_NOTIFICATION', 'SMS_NOTIFICATION'] as const).map((kind) => ({
      userId: user.id,
      kind,
      given: true,
      source: 'DEMO_DATA' as const,
    })),
  );
  const register = demoAddressRecords();
  for (const w of DEMO_WATCHED) {
    const point = register.find((r) => r.street === w.street && r.houseNumber === w.houseNumber);
    if (!point) throw new Error(`Demo watched address ${w.street} ${w.houseNumber} is not in the demo register`);
    const houseNumber = w.flat ? `${point.houseNumber}/${w.flat}` : point.houseNumber;
    await em.insert(WatchedAddressEntity, {
      userId: user.id,
      streetType: point.streetType,
      streetName: point.street,
      houseNumber,
      ...watchedAddressKeys(point.street, houseNumber),
      city: point.city,
      district: point.district,
      postcode: point.postcode,
      lng: point.lng,
      lat: point.lat,
      active: true,
    });
  }
}

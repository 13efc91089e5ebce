import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { AreasService } from '../areas/areas.service';
import type { GeocodedAddress } from '../geocoding/geocoded-address';
import type { GeocodingService } from '../geocoding/geocoding.service';
import type { WatchedAddressEntity } from './entities/watched-address.entity';
import type { WatchedAddressesRepository } from './watched-addresses.repository';
import { ADDRESS_MESSAGES, MAX_WATCHED_ADDRESSES, WatchedAddressesService } from './watched-addresses.service';

const USER = { id: 7, role: 'PUBLIC' as const, fullName: 'Jan', email: 'jan@example.pl' };
const found = (fields: Partial<GeocodedAddress> = {}): GeocodedAddress => ({
  label: 'ul. Wolska 12, Warszawa',
  streetType: 'ul.',
  street: 'Wolska',
  streetNumber: '12',
  postcode: '01-258',
  city: 'Warszawa',
  district: 'Wola',
  coordinates: { lat: 52.23, lng: 20.95 },
  ...fields,
});
const body = (fields: object = {}) => ({ confirmed: true, streetName: 'Wolska', houseNumber: '12', city: 'Warszawa', district: 'Wola', ...fields });

describe('WatchedAddressesService.add', () => {
  let geocoded: GeocodedAddress | null;
  let inside: boolean;
  let count: number;
  let same: WatchedAddressEntity | null;
  let inserted: Partial<WatchedAddressEntity>[];
  let sut: WatchedAddressesService;

  beforeEach(() => {
    geocoded = found();
    inside = true;
    count = 0;
    same = null;
    inserted = [];
    const repository = {
      countOf: async () => count,
      findSame: async () => same,
      insert: async (values: Partial<WatchedAddressEntity>) => {
        inserted.push(values);
        return { id: 1, createdAt: new Date(), updatedAt: new Date(), ...values } as WatchedAddressEntity;
      },
    } as unknown as WatchedAddressesRepository;
    const geocoding = { geocode: async () => geocoded } as unknown as GeocodingService;
    const areas = {
      findByPoint: () => {
        if (!inside) throw new NotFoundException('Punkt poza obszarem działania');
        return { id: 1, name: 'Warszawa' };
      },
    } as unknown as AreasService;
    sut = new WatchedAddressesService(repository, geocoding, areas);
  });

  const refusal = async (dto: object) => {
    const error = await sut.add(USER, dto as never).then(
      () => null,
      (e: unknown) => e,
    );
    expect(inserted).toEqual([]);
    return error as BadRequestException | ConflictException;
  };

  it('stores the register’s street and point, keeping the flat typed after the building number', async () => {
    const saved = await sut.add(USER, body({ houseNumber: '12 / 4' }));
    expect(inserted[0]).toMatchObject({ userId: 7, streetType: 'ul.', streetName: 'Wolska', houseNumber: '12/4', lat: 52.23, lng: 20.95, active: true });
    expect(saved).toMatchObject({ confirmed: true, details: 'ul. Wolska 12/4, 01-258 Warszawa (Wola)' });
  });

  it('takes the number found when the register answered another building', async () => {
    geocoded = found({ streetNumber: '12A' });
    await sut.add(USER, body({ houseNumber: '12' }));
    expect(inserted[0].houseNumber).toBe('12A');
  });

  it.each([
    ['without the declaration', (): void => undefined, body({ confirmed: false }), ADDRESS_MESSAGES.declarationRequired],
    ['over the limit', (): void => void (count = MAX_WATCHED_ADDRESSES), body(), ADDRESS_MESSAGES.tooMany],
    ['not found by the geocoder', (): void => void (geocoded = null), body(), ADDRESS_MESSAGES.notGeocoded],
    ['outside every service area', (): void => void (inside = false), body(), ADDRESS_MESSAGES.unsupported],
    [
      'on the excepted list as found',
      (): void => void (geocoded = found({ street: 'Marcina Kasprzaka', streetNumber: '29A' })),
      body(),
      ADDRESS_MESSAGES.unsupported,
    ],
    [
      'on the excepted list as typed',
      (): void => void (geocoded = found({ street: 'Wolska', streetNumber: '165' })),
      body({ houseNumber: '165' }),
      ADDRESS_MESSAGES.unsupported,
    ],
  ])('refuses an address %s with 400', async (_label, arrange, dto, message) => {
    arrange();
    const error = await refusal(dto);
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error.getResponse() as { message: string }).message).toBe(message);
  });

  it('refuses the same address twice with 409', async () => {
    same = { id: 3 } as WatchedAddressEntity;
    expect(await refusal(body())).toBeInstanceOf(ConflictException);
  });
});

import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { isExceptedAddress } from '@portal/domain';
import type { AuthUser } from '../auth/auth-user';
import { AreasService } from '../areas/areas.service';
import { GeocodingService } from '../geocoding/geocoding.service';
import type { AddWatchedAddressDto } from './dto/watched-address.dto';
import { WatchedAddressResponseDto } from './dto/watched-address.dto';
import { WatchedAddressesRepository } from './watched-addresses.repository';

/** Enough for a home, a workplace and a family's addresses; bounds the alert work per account. */
export const MAX_WATCHED_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  /** Public spec §5 address form, word for word. */
  unsupported: 'Adres nieobsługiwany',
  notFound: 'Nie znaleziono adresu',
  notGeocoded: 'Nie znaleziono takiego adresu. Wybierz adres z listy podpowiedzi.',
  declarationRequired: 'Potwierdź, że jesteś odbiorcą energii elektrycznej pod wskazanym adresem',
  duplicate: 'Ten adres jest już na liście Twoich adresów',
  tooMany: `Możesz obserwować najwyżej ${MAX_WATCHED_ADDRESSES} adresów. Usuń któryś, aby dodać nowy.`,
} as const;

/** 'My addresses' (public spec §2, §3, §5): geocoded, inside the service area and not on the excepted list. */
@Injectable()
export class WatchedAddressesService {
  constructor(
    private readonly addresses: WatchedAddressesRepository,
    private readonly geocoding: GeocodingService,
    private readonly areas: AreasService,
  ) {}

  async list(who: AuthUser): Promise<WatchedAddressResponseDto[]> {
    return (await this.addresses.listOf(who.id)).map(WatchedAddressResponseDto.from);
  }

  async add(who: AuthUser, dto: AddWatchedAddressDto): Promise<WatchedAddressResponseDto> {
    const refuse = (field: string, message: string) => new BadRequestException({ message, errors: { [field]: message } });
    if (dto.confirmed !== true) throw refuse('confirmed', ADDRESS_MESSAGES.declarationRequired);
    if ((await this.addresses.countOf(who.id)) >= MAX_WATCHED_ADDRESSES) throw new BadRequestException(ADDRESS_MESSAGES.tooMany);
    const found = await this.geocoding.geocode(`${dto.streetName} ${dto.houseNumber}, ${dto.city}`);
    if (!found) throw refuse('houseNumber', ADDRESS_MESSAGES.notGeocoded);
    if (!this.inServiceArea(found.coordinates) || isExceptedAddress(found.street, found.streetNumber) || isExceptedAddress(dto.streetName, dto.houseNumber)) {
      throw new BadRequestException(ADDRESS_MESSAGES.unsupported);
    }
    // The flat the person typed ('10/5') is kept when the building is the one found.
    const building = dto.houseNumber.split('/')[0].replace(/\s+/g, '').toLowerCase();
    const houseNumber = building === found.streetNumber.toLowerCase() ? dto.houseNumber.replace(/\s+/g, '') : found.streetNumber;
    if (await this.addresses.findSame(who.id, found.street, houseNumber, found.city)) throw new ConflictException(ADDRESS_MESSAGES.duplicate);
    const saved = await this.addresses.insert({
      userId: who.id,
      streetType: found.streetType,
      streetName: found.street,
      houseNumber,
      city: found.city.slice(0, 30),
      district: found.district ?? dto.district ?? null,
      postcode: found.postcode,
      lng: found.coordinates.lng,
      lat: found.coordinates.lat,
      active: true,
    });
    return WatchedAddressResponseDto.from(saved);
  }

  async remove(who: AuthUser, id: number): Promise<void> {
    await this.own(who, id);
    await this.addresses.delete(id);
  }

  async setActive(who: AuthUser, id: number, active: boolean): Promise<WatchedAddressResponseDto> {
    const address = await this.own(who, id);
    await this.addresses.setActive(id, active);
    return WatchedAddressResponseDto.from({ ...address, active });
  }

  /** The address if it is one of this account's; 404 otherwise, for another person's address as for a missing one. */
  async own(who: AuthUser, id: number) {
    const address = await this.addresses.findOwn(who.id, id);
    if (!address) throw new NotFoundException(ADDRESS_MESSAGES.notFound);
    return address;
  }

  private inServiceArea(point: { lat: number; lng: number }): boolean {
    try {
      this.areas.findByPoint(point);
      return true;
    } catch (error) {
      if (error instanceof NotFoundException) return false;
      throw error;
    }
  }
}

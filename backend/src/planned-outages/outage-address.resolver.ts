import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { DEFAULT_CITY, normaliseForSearch, parseAddressText, WESOLA_DISTRICT } from '../geocoding/address-text-parser';
import type { GeocodedAddress } from '../geocoding/geocoded-address';
import { GeocodingService } from '../geocoding/geocoding.service';
import type { OutageAddressResponseDto } from './dto/outage-address.dto';
import type { ResolvedAddressResponseDto } from './dto/resolve-addresses.dto';

/** Addresses geocoded at once; the geocoder is a database (or a provider) call per address. */
const CONCURRENCY = 4;

/**
 * Turns pasted or imported address texts into outage addresses (staff spec §5 "Clipboard paste"):
 * the capital's name is added when the text names no city, '(W)' marks the Wesoła district, and the
 * house number is taken from the text when the geocoder gives none. An address it cannot place comes
 * back as null, so the person corrects it; nothing is dropped silently.
 */
@Injectable()
export class OutageAddressResolver {
  private readonly logger = new Logger(OutageAddressResolver.name);

  constructor(private readonly geocoding: GeocodingService) {}

  async resolve(inputs: string[]): Promise<ResolvedAddressResponseDto[]> {
    const results: ResolvedAddressResponseDto[] = new Array(inputs.length);
    let next = 0;
    const worker = async () => {
      while (next < inputs.length) {
        const i = next++;
        results[i] = { input: inputs[i], address: await this.resolveOne(inputs[i]) };
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, inputs.length) }, worker));
    return results;
  }

  private async resolveOne(input: string): Promise<OutageAddressResponseDto | null> {
    const text = input.replace(/\s+/g, ' ').trim();
    const parsed = parseAddressText(text);
    if (!parsed) return null;
    const query = parsed.cityGiven ? text : `${text}, ${DEFAULT_CITY}`;
    let found: GeocodedAddress | null;
    try {
      found = await this.geocoding.geocode(query);
    } catch (error) {
      // The geocoder is down (an external provider's outage or quota): say so, rather than mark every address wrong.
      if (error instanceof ServiceUnavailableException) throw error;
      // Anything else leaves this one address for the person to correct, like an unknown one.
      this.logger.warn(`Geocoding failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
    if (!found) return null;
    return {
      nonFormattedAddress: text,
      street: [found.streetType, found.street].filter(Boolean).join(' ') || null,
      streetNumber: found.streetNumber?.trim() || parsed.houseNumber,
      postcode: found.postcode,
      city: found.city || parsed.city,
      district: found.district ?? parsed.district,
      wesolaDistrict: parsed.wesolaDistrict || normaliseForSearch(found.district ?? '') === normaliseForSearch(WESOLA_DISTRICT),
      coordinates: { lng: found.coordinates.lng, lat: found.coordinates.lat },
    };
  }
}

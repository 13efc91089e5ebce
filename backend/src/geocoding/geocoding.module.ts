import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { GeocodingController } from './geocoding.controller';
import { GeocodingService } from './geocoding.service';
import { AUTOCOMPLETE_GEOCODER, GEOCODER } from './providers/geocoder';
import { LocalRegisterGeocoder } from './providers/local-register.geocoder';
import { selectGeocoders, type SelectedGeocoders } from './providers/select-geocoders';
import { AddressRegisterRepository } from './register/address-register.repository';

const SELECTED = Symbol('SELECTED_GEOCODERS');

/** Geocoding for every feature: GeocodingService, and the public calls under /public/api/geocode (docs/geocoding.md). */
@Module({
  controllers: [GeocodingController],
  providers: [
    AddressRegisterRepository,
    LocalRegisterGeocoder,
    {
      provide: SELECTED,
      inject: [APP_CONFIG, LocalRegisterGeocoder],
      useFactory: (config: AppConfig, local: LocalRegisterGeocoder) => selectGeocoders(config.geocoding, local, { publicUrl: config.publicUrl }),
    },
    { provide: GEOCODER, inject: [SELECTED], useFactory: (s: SelectedGeocoders) => s.geocoder },
    { provide: AUTOCOMPLETE_GEOCODER, inject: [SELECTED], useFactory: (s: SelectedGeocoders) => s.autocomplete },
    GeocodingService,
  ],
  exports: [GeocodingService],
})
export class GeocodingModule {}

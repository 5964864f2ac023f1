import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { baseCurrencyForCountry, FALLBACK_CURRENCY, type LocationDto } from '@lobby/contracts';
import { APP_CONFIG, CLOCK, type Clock, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { PaymentsConfig } from '../payments.config';
import { GeolocationClient, LocationFields, type ProviderLocation } from './geolocation.client';
import { LocationRepository } from './location.repository';

/** Loopback, private and link-local addresses no provider can place. */
const UNLOCATABLE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|::1$|f[cd]|fe80:)/i;

/**
 * Spec §4: the viewer's location from an IP-geolocation service, cached 24 hours; when it can't be found
 * every field is empty and the currency is USD. Never fails, so a page can always show prices.
 */
@Injectable()
export class LocationService {
  constructor(
    private readonly repository: LocationRepository,
    private readonly client: GeolocationClient,
    @Inject(APP_CONFIG) private readonly config: PaymentsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async locate(ip: string): Promise<LocationDto> {
    if (!isIP(ip.trim()) || UNLOCATABLE.test(ip.trim())) return unknownLocation();
    const address = ip.trim().toLowerCase();
    const now = this.clock.now();
    const cached = await this.repository.find(address);
    if (cached && now.getTime() - cached.fetchedAt.getTime() < this.config.geolocationCacheMs) {
      return toDto(cached.location as ProviderLocation);
    }
    try {
      const location = await this.client.lookup(address);
      await this.repository.save({ ip: address, location, fetchedAt: now });
      return toDto(location);
    } catch (error) {
      this.logger.warn({ err: error }, 'IP geolocation failed; answering an unknown location');
      return unknownLocation();
    }
  }
}

function toDto(location: ProviderLocation): LocationDto {
  const dto = { ...unknownLocation() };
  for (const field of LocationFields) dto[field] = location[field] ?? '';
  dto.currency = baseCurrencyForCountry(dto.country_code);
  return dto;
}

function unknownLocation(): LocationDto {
  return {
    city: '',
    region: '',
    country_name: '',
    postal: '',
    country_calling_code: '',
    country_code: '',
    currency: FALLBACK_CURRENCY,
  };
}

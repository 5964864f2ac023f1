import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@lobby/service-kit';
import type { PaymentsConfig } from '../payments.config';

export const LocationFields = [
  'city',
  'region',
  'country_name',
  'postal',
  'country_calling_code',
  'country_code',
] as const;
export type ProviderLocation = Record<(typeof LocationFields)[number], string>;

/**
 * The outside IP-geolocation provider (ipapi.co's format): GET `{GEOLOCATION_URL}/{ip}/json/`. Only this
 * class does the HTTP, so tests point it at a local fake.
 */
@Injectable()
export class GeolocationClient {
  constructor(@Inject(APP_CONFIG) private readonly config: PaymentsConfig) {}

  /** Throws when the provider fails or does not know the address. */
  async lookup(ip: string): Promise<ProviderLocation> {
    const url = `${this.config.geolocationUrl.replace(/\/+$/, '')}/${encodeURIComponent(ip)}/json/`;
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.config.geolocationTimeoutMs),
    });
    if (!response.ok) throw new Error(`geolocation provider answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    if (body.error || typeof body.country_code !== 'string' || !body.country_code) {
      throw new Error('geolocation provider did not locate the address');
    }
    const location = {} as ProviderLocation;
    for (const field of LocationFields) {
      const value = body[field];
      location[field] = typeof value === 'string' ? value : '';
    }
    return location;
  }
}

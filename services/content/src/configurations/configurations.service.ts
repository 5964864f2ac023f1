import { Injectable } from '@nestjs/common';
import { SITE_PASSWORD_CONFIG_KEY, type ConfigurationDto } from '@lobby/contracts';
import { ConfigurationsRepository } from './configurations.repository';

/** Entries that never leave content: the website password is stored as a hash, but a hash still helps a guesser. */
const SECRET_KEYS: ReadonlySet<string> = new Set([SITE_PASSWORD_CONFIG_KEY]);

/** Configuration entries (spec §3 "Configuration") as other services read them. */
@Injectable()
export class ConfigurationsService {
  constructor(private readonly configurations: ConfigurationsRepository) {}

  async byKey(key: string): Promise<ConfigurationDto | null> {
    if (SECRET_KEYS.has(key)) return null;
    const row = await this.configurations.find(key);
    return row ? { key: row.key, value: row.value, description: row.description } : null;
  }
}

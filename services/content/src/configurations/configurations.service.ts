import { Injectable } from '@nestjs/common';
import {
  CONFIGURATION_KEY_PATTERN,
  ConfigurationLimits,
  ConfigurationText,
  configurationValueProblem,
  ErrorText,
  HiddenConfigurationKeys,
  KnownConfigurationKeys,
  knownConfigurationKey,
  PLATFORM_FEE_CONFIG_KEY,
  platformFeeConfigKeyOf,
  SITE_PASSWORD_CONFIG_KEY,
  type ConfigurationDto,
  type ConfigurationEntryDto,
  type Message,
  type SaveConfigurationInput,
  type StreamerFeeDto,
} from '@lobby/contracts';
import { DomainError, recordStaffAction, TransactionRunner } from '@lobby/service-kit';
import type { ConfigurationRow } from '../db/schema';
import { ConfigurationsRepository } from './configurations.repository';

/** Entries that never leave content: the website password is stored as a hash, but a hash still helps a guesser. */
const SECRET_KEYS: ReadonlySet<string> = new Set([SITE_PASSWORD_CONFIG_KEY]);
const FEE_PREFIX = `${PLATFORM_FEE_CONFIG_KEY}:`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Configuration entries (spec §3 "Configuration"): other services read them by key; staff with Configurations
 * (checked by the gateway) list every entry with the known keys described, and save values their key's rule takes.
 * A streamer's agreed platform fee is an entry too (`PLATFORM_FEE_PERCENT:{streamerId}`), kept in its own table.
 */
@Injectable()
export class ConfigurationsService {
  constructor(
    private readonly configurations: ConfigurationsRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async byKey(key: string): Promise<ConfigurationDto | null> {
    if (SECRET_KEYS.has(key)) return null;
    const row = await this.configurations.find(key);
    return row ? { key: row.key, value: row.value, description: row.description } : null;
  }

  /** Every known key (set or not) and every other entry, by key; hidden and per-streamer fee entries left out. */
  async list(): Promise<ConfigurationEntryDto[]> {
    const rows = (await this.configurations.all()).filter(
      (row) => !HiddenConfigurationKeys.includes(row.key) && !row.key.startsWith(FEE_PREFIX),
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const known = KnownConfigurationKeys.map((entry) => toEntry(entry.key, byKey.get(entry.key)));
    const others = rows.filter((row) => !knownConfigurationKey(row.key)).map((row) => toEntry(row.key, row));
    return [...known, ...others];
  }

  async save(
    userId: string,
    input: SaveConfigurationInput,
  ): Promise<Message & { entry: ConfigurationEntryDto }> {
    const key = typeof input.key === 'string' ? input.key.trim() : '';
    const value = typeof input.value === 'string' ? input.value.trim() : null;
    const description = input.description === undefined ? undefined : input.description;
    if (
      value === null ||
      (description !== undefined && description !== null && typeof description !== 'string')
    ) {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    if (!CONFIGURATION_KEY_PATTERN.test(key) || key.length > ConfigurationLimits.keyMax) {
      throw DomainError.invalid(ConfigurationText.badKey);
    }
    if (HiddenConfigurationKeys.includes(key)) throw DomainError.invalid(ConfigurationText.hiddenKey);
    if (key.startsWith(FEE_PREFIX)) throw DomainError.invalid(ConfigurationText.feeKeyElsewhere);
    const problem = configurationValueProblem(key, value);
    if (problem) throw DomainError.invalid(problem);
    const cleanDescription = description?.trim().slice(0, ConfigurationLimits.descriptionMax) || null;

    const row = await this.transactions.run(async (tx) => {
      const before = await this.configurations.lock(key, tx);
      const nextDescription =
        description === undefined
          ? (before?.description ?? knownConfigurationKey(key)?.description ?? null)
          : cleanDescription;
      const saved = await this.configurations.upsert({ key, value, description: nextDescription }, tx);
      await recordStaffAction(tx, {
        actorId: userId,
        action: before ? 'content.configuration.update' : 'content.configuration.create',
        target: { type: 'configuration', id: key, label: key },
        before: before ? { value: before.value, description: before.description } : null,
        after: { value: saved.value, description: saved.description },
      });
      return saved;
    });
    return { message: ConfigurationText.saved, entry: toEntry(key, row) };
  }

  async remove(userId: string, key: string): Promise<Message> {
    if (typeof key !== 'string' || HiddenConfigurationKeys.includes(key) || key.startsWith(FEE_PREFIX)) {
      throw DomainError.notFound(ConfigurationText.missing);
    }
    await this.transactions.run(async (tx) => {
      const before = await this.configurations.lock(key, tx);
      if (!before) throw DomainError.notFound(ConfigurationText.missing);
      await this.configurations.remove(key, tx);
      await recordStaffAction(tx, {
        actorId: userId,
        action: 'content.configuration.remove',
        target: { type: 'configuration', id: key, label: key },
        before: { value: before.value, description: before.description },
        after: null,
      });
    });
    return { message: ConfigurationText.removed };
  }

  async streamerFees(): Promise<StreamerFeeDto[]> {
    return (await this.configurations.withPrefix(FEE_PREFIX))
      .filter((row) => UUID.test(row.key.slice(FEE_PREFIX.length)))
      .map((row) => ({
        streamerId: row.key.slice(FEE_PREFIX.length),
        percent: row.value,
        updatedAt: row.updatedAt.toISOString(),
      }));
  }

  /** Sets (0 to 100, up to two decimals) or clears (null) a streamer's agreed fee; later sales take it. */
  async setStreamerFee(userId: string, streamerId: string, percent: string | null): Promise<Message> {
    if (typeof streamerId !== 'string' || !UUID.test(streamerId))
      throw DomainError.invalid(ErrorText.badRequest);
    const value = typeof percent === 'string' ? percent.trim() : percent;
    if (value !== null && (typeof value !== 'string' || configurationValueProblem(FEE_PREFIX, value))) {
      throw DomainError.invalid(ConfigurationText.percent);
    }
    const key = platformFeeConfigKeyOf(streamerId);
    await this.transactions.run(async (tx) => {
      const before = await this.configurations.lock(key, tx);
      if (value === null) {
        if (!before) return;
        await this.configurations.remove(key, tx);
      } else {
        if (before?.value === value) return;
        await this.configurations.upsert(
          { key, value, description: 'Platform fee percent agreed with this streamer' },
          tx,
        );
      }
      await recordStaffAction(tx, {
        actorId: userId,
        action: 'content.platformFee.set',
        target: { type: 'streamer', id: streamerId, label: null },
        before: before ? { percent: before.value } : null,
        after: value === null ? null : { percent: value },
      });
    });
    return { message: value === null ? ConfigurationText.feeCleared : ConfigurationText.feeSaved };
  }
}

function toEntry(key: string, row: ConfigurationRow | undefined): ConfigurationEntryDto {
  const known = knownConfigurationKey(key);
  return {
    key,
    value: row?.value ?? '',
    description: row?.description ?? known?.description ?? null,
    isSet: row !== undefined,
    known: known !== undefined,
    whenMissing: known?.whenMissing ?? null,
    rule: known?.rule ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

import { randomBytes } from 'node:crypto';
import {
  baseCurrencyForCountry,
  type GameDto,
  type GameInput,
  type GigDto,
  type GigInput,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { ServiceHarness } from '@lobby/test-kit';
import { catalogService } from '../catalog.definition';

export interface StarOverrides {
  id?: string;
  username?: string;
  fullName?: string;
  profession?: string | null;
  country?: string | null;
  listed?: boolean;
  isLive?: boolean;
  createdAt?: Date;
}

/** The catalog service for real (its own database and NATS) with factories for stars, games and gigs. */
export class CatalogHarness extends ServiceHarness {
  constructor(env: Record<string, string> = {}) {
    super(catalogService, env);
  }

  /** A star row as identity's events would leave it (written directly: it is a read model). */
  async star(overrides: StarOverrides = {}) {
    const suffix = randomBytes(3).toString('hex');
    const star = {
      id: overrides.id ?? newId(),
      username: overrides.username ?? `star_${suffix}`,
      fullName: overrides.fullName ?? `Star ${suffix}`,
      profession: overrides.profession === undefined ? 'Streamer' : overrides.profession,
      country: overrides.country === undefined ? 'US' : overrides.country,
      listed: overrides.listed ?? true,
      isLive: overrides.isLive ?? false,
      createdAt: overrides.createdAt ?? new Date(),
    };
    await this.db.query(
      `INSERT INTO stars (id, username, full_name, profession, country, base_currency, listed, is_live, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        star.id,
        star.username,
        star.fullName,
        star.profession,
        star.country,
        baseCurrencyForCountry(star.country),
        star.listed,
        star.isLive,
        star.createdAt,
      ],
    );
    return star;
  }

  async platformId(name: string): Promise<string> {
    const { rows } = await this.db.query('SELECT id FROM platforms WHERE name = $1', [name]);
    return rows[0].id;
  }

  /** A game through the admin subject, with one mode and PC unless told otherwise. */
  async game(overrides: Partial<GameInput> = {}): Promise<GameDto> {
    const { game } = await this.send('catalog.createGame', {
      userId: newId(),
      name: `Game ${randomBytes(3).toString('hex')}`,
      modes: [{ name: 'Ranked', duration: 30, no_of_players: 2 }],
      platformIds: [await this.platformId('PC')],
      ...overrides,
    });
    return game;
  }

  /** A gig through the streamer subject, on the game's first mode and platform unless told otherwise. */
  async gig(starId: string, game: GameDto, overrides: Partial<GigInput> = {}): Promise<GigDto> {
    const { gig } = await this.send('catalog.addGig', {
      userId: starId,
      gameId: game._id,
      gameModeId: game.modes[0]?._id ?? null,
      platformId: game.platforms_available[0]?._id ?? null,
      price: 10,
      gig_title: `Gig ${randomBytes(3).toString('hex')}`,
      ...overrides,
    });
    return gig;
  }

  /** Sets a row's counters or dates directly (signals and times the API can't fake quickly). */
  async setGig(id: string, fields: { favorites_count?: number; clicks_count?: number; created_at?: Date }) {
    const entries = Object.entries(fields);
    const sets = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
    await this.db.query(`UPDATE gigs SET ${sets} WHERE id = $1`, [id, ...entries.map(([, value]) => value)]);
  }
}

import { randomBytes } from 'node:crypto';
import {
  CatalogText,
  ErrorText,
  LiveEventSubjects,
  LiveText,
  type Currency,
  type GameModeDto,
  type GameSummary,
  type LiveSessionChangedEvent,
  type LiveSessionInput,
  type PlatformDto,
  type Role,
  type UserDto,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { FakePeers, PeerRefusal, ServiceHarness, FakeOEmbedProviders } from '@lobby/test-kit';
import { liveService } from '../live.definition';

export interface FakeStreamer {
  id: string;
  username: string;
  fullName: string;
  imageUrl: string | null;
  currency: Currency;
  role: Role;
}

export interface FakeGame {
  game: GameSummary;
  modes: GameModeDto[];
  platforms: PlatformDto[];
}

/** The web app's host in the tests; Twitch players name it as their parent. */
export const PUBLIC_HOST = 'lobby.test';

/**
 * The live service for real (its own database and NATS), its outside providers faked over HTTP, and identity,
 * catalog, content and booking faked on its NATS: streamers, games, configuration and queue closing are
 * whatever a test puts here.
 */
export class LiveHarness extends ServiceHarness {
  readonly peers = new FakePeers();
  readonly oembed = new FakeOEmbedProviders();
  readonly users = new Map<string, FakeStreamer>();
  readonly games = new Map<string, FakeGame>();
  readonly configuration = new Map<string, string>();
  /** Sessions whose queue still has fans in playing next or in game: booking refuses to close them. */
  readonly fansStillPlaying = new Set<string>();

  constructor(env: Record<string, string> = {}) {
    super(liveService, { PUBLIC_URL: `https://${PUBLIC_HOST}`, RPC_TIMEOUT_MS: '2000', ...env });
  }

  override async start(): Promise<this> {
    await this.oembed.start();
    await super.start();
    await this.peers.start(this.nats.url);
    this.answerAsPeers();
    await this.peers.flush();
    return this;
  }

  override startService(extraEnv: Record<string, string> = {}): Promise<void> {
    return super.startService({ ...this.oembed.env, ...extraEnv });
  }

  override async stop(): Promise<void> {
    await this.peers.stop();
    await super.stop();
    await this.oembed.stop();
  }

  /** The default answers of the faked services; a test may replace one with `peers.answer` or `peers.down`. */
  answerAsPeers(): void {
    this.peers.answer('identity.currentUser', ({ userId }) => {
      const user = this.users.get(userId);
      if (!user) throw new PeerRefusal({ status: 404, message: ErrorText.userNotFound });
      return userDto(user);
    });
    this.peers.answer('catalog.gameChoice', ({ gameId, gameModeId, platformId }) => {
      const found = this.games.get(gameId);
      if (!found) throw new PeerRefusal({ status: 404, message: CatalogText.gameNotFound });
      return {
        game: found.game,
        mode: found.modes.find((mode) => mode._id === gameModeId) ?? null,
        platform: found.platforms.find((platform) => platform._id === platformId) ?? null,
      };
    });
    this.peers.answer('content.configuration', ({ key }) => {
      const value = this.configuration.get(key);
      return value === undefined ? null : { key, value, description: null };
    });
    this.peers.answer('booking.closeLiveQueue', ({ liveSessionId }) => {
      if (this.fansStillPlaying.has(liveSessionId)) {
        throw new PeerRefusal({ status: 409, message: LiveText.usersStillPlaying });
      }
      return { closed: true, refunded: 0 };
    });
  }

  streamer(overrides: Partial<FakeStreamer> = {}): FakeStreamer {
    const suffix = randomBytes(3).toString('hex');
    const streamer: FakeStreamer = {
      id: newId(),
      username: `Star_${suffix}`,
      fullName: `Star ${suffix}`,
      imageUrl: `/uploads/avatars/${suffix}.webp`,
      currency: 'USD',
      role: 'influencer',
      ...overrides,
    };
    this.users.set(streamer.id, streamer);
    return streamer;
  }

  /** A game with two modes and two platforms. */
  game(name = `Game ${randomBytes(3).toString('hex')}`): FakeGame {
    const platform = (platform_name: string): PlatformDto => ({
      _id: newId(),
      platform_name,
      platform_id_name: platform_name.toLowerCase(),
      platform_icon: null,
    });
    const game: FakeGame = {
      game: {
        _id: newId(),
        name,
        slug: name.toLowerCase().replace(/\W+/g, '-'),
        gameLogo: null,
        image: '/uploads/games/cover.webp',
      },
      modes: [
        { _id: newId(), name: 'Ranked', duration: 30, no_of_players: 5 },
        { _id: newId(), name: 'Casual', duration: 20, no_of_players: 2 },
      ],
      platforms: [platform('PC'), platform('PlayStation')],
    };
    this.games.set(game.game._id, game);
    return game;
  }

  /** A complete live-start form for the game (its first mode and platform) at a price the currency allows. */
  form(game: FakeGame, overrides: Partial<LiveSessionInput> = {}): LiveSessionInput {
    return {
      _game_id: game.game._id,
      _game_mode_id: game.modes[0]._id,
      _platform_playing_on_id: game.platforms[0]._id,
      price: 150,
      title: 'Ranked grind with chat',
      description: 'Bring your best aim.',
      session_tags: ['fps', 'ranked'],
      requirements: [{ key: 'age', value: '18+' }],
      ...overrides,
    };
  }

  goLive(streamer: FakeStreamer, game: FakeGame, overrides: Partial<LiveSessionInput> = {}) {
    return this.send('live.start', { userId: streamer.id, ...this.form(game, overrides) });
  }

  /** The session's change snapshots in the outbox, oldest first. */
  async sessionEvents(liveSessionId: string): Promise<LiveSessionChangedEvent[]> {
    const { rows } = await this.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'liveSessionId' = $2 ORDER BY created_at, id`,
      [LiveEventSubjects.liveSessionChanged, liveSessionId],
    );
    return rows.map((row) => row.payload);
  }
}

function userDto(user: FakeStreamer): UserDto {
  return {
    _id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: `${user.username}@example.com`,
    baseCurrency: user.currency,
    billingCountry: user.currency === 'INR' ? 'IN' : 'US',
    favorites: { gigs: [], stars: [], games: [] },
    role: user.role,
    isActive: true,
    isVerified: true,
    isInfluencer: user.role === 'influencer',
    isAdmin: false,
    isModerator: user.role === 'moderator',
    isLive: false,
    _live_session_id: null,
    modStreamers: [],
    images: { url: user.imageUrl },
    gamerTags: [],
    bio: null,
    profession: null,
    socialLinks: [],
    permissions: [],
    createdAt: new Date().toISOString(),
  };
}

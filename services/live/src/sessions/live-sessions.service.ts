import { Inject, Injectable } from '@nestjs/common';
import {
  LivePriceConfigKeys,
  LiveText,
  toMajorUnits,
  type Currency,
  type LiveSessionDto,
  type LiveSessionInput,
  type Message,
  type ResponseOf,
} from '@lobby/contracts';
import {
  APP_CONFIG,
  CLOCK,
  type Clock,
  DomainError,
  isUniqueViolation,
  LOGGER,
  newId,
  TransactionRunner,
} from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { LiveSessionRow } from '../db/schema';
import type { LiveConfig } from '../live.config';
import { LiveSessionEvents } from './live-session-events';
import {
  buildDraft,
  chosenGameId,
  liveStreamingLink,
  livePriceMinimum,
  optionalId,
  type LiveSessionDraft,
} from './live-session-rules';
import { isEditable, liveSessionStates } from './live-session-state';
import { toLiveSessionDto } from './live-session-view';
import { LiveSessionsRepository } from './live-sessions.repository';
import { PeerServices } from './peer-services';

type SessionAnswer = Message & { liveSession: LiveSessionDto };

/**
 * Going live, editing the running session, its stream link, and ending it (spec §4 "Live session"). The actor
 * is the streamer acted for (the gateway resolves moderators); every write re-checks that the session is theirs.
 */
@Injectable()
export class LiveSessionsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly sessions: LiveSessionsRepository,
    private readonly peers: PeerServices,
    private readonly events: LiveSessionEvents,
    @Inject(APP_CONFIG) private readonly config: LiveConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async start(userId: string, input: LiveSessionInput): Promise<ResponseOf<'live.start'>> {
    const gameId = chosenGameId(input._game_id);
    const [streamer, choice] = await Promise.all([
      this.peers.streamer(userId),
      this.peers.gameChoice(
        gameId,
        optionalId(input._game_mode_id),
        optionalId(input._platform_playing_on_id),
      ),
    ]);
    const currency = streamer.baseCurrency;
    const draft = buildDraft(input, {
      streamer,
      choice,
      currency,
      minimumPrice: await this.minimumPrice(currency),
      embedParentHost: this.config.embedParentHost,
    });
    const now = this.clock.now();
    let row: LiveSessionRow;
    try {
      row = await this.transactions.run(async (tx) => {
        const inserted = await this.sessions.insert(
          { ...draft, id: newId(), streamerId: streamer.id, status: 'live', startedAt: now, updatedAt: now },
          tx,
        );
        await this.events.record(tx, inserted);
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'live_sessions_one_live_per_streamer')) {
        throw DomainError.conflict(LiveText.alreadyLive);
      }
      throw error;
    }
    this.events.announce(row, 'started');
    return {
      message: LiveText.liveSessionStarted,
      isLiveSuccess: true,
      res_live_session_id: row.id,
      liveSession: toLiveSessionDto(row),
    };
  }

  /** Fields left out keep their value; a new game drops the mode and platform unless they are given too. */
  async update(userId: string, liveSessionId: string, input: LiveSessionInput): Promise<SessionAnswer> {
    const current = await this.editable(userId, liveSessionId);
    const merged = mergeInput(current, input);
    const gameId = chosenGameId(merged._game_id);
    const [streamer, choice, minimumPrice] = await Promise.all([
      this.peers.streamer(userId),
      this.peers.gameChoice(
        gameId,
        optionalId(merged._game_mode_id),
        optionalId(merged._platform_playing_on_id),
      ),
      this.minimumPrice(current.currency),
    ]);
    const draft = buildDraft(merged, {
      streamer,
      choice,
      currency: current.currency,
      minimumPrice,
      embedParentHost: this.config.embedParentHost,
    });
    const row = await this.change(current.id, draft);
    return { message: LiveText.liveSessionUpdated, liveSession: toLiveSessionDto(row) };
  }

  /** Sets the stream link (or clears it with null); the session is streaming exactly while it has one. */
  async updateStreamingLink(
    userId: string,
    liveSessionId: string,
    link: string | null | undefined,
  ): Promise<SessionAnswer> {
    const current = await this.editable(userId, liveSessionId);
    const streamingLink = liveStreamingLink(link, this.config.embedParentHost);
    const row = await this.change(current.id, { streamingLink });
    const message = streamingLink ? LiveText.streamLinkSaved : LiveText.streamLinkRemoved;
    return { message, liveSession: toLiveSessionDto(row) };
  }

  /**
   * Booking closes the queue first (refused with 409 while fans are in playing next or in game, and a 503 when
   * booking can't answer): only then is the session ended. Ending an ended session answers it again.
   */
  async end(userId: string, liveSessionId: string): Promise<SessionAnswer> {
    const session = await this.owned(userId, liveSessionId);
    if (!liveSessionStates.canTransition(session.status, 'ended')) return ended(session);
    await this.peers.closeLiveQueue(session.streamerId, session.id);
    const row = await this.transactions.run(async (tx) => {
      const changed = await this.sessions.end(session.id, this.clock.now(), tx);
      if (changed) await this.events.record(tx, changed);
      return changed;
    });
    if (!row) return ended((await this.sessions.find(session.id)) ?? session);
    this.events.announce(row, 'ended');
    return ended(row);
  }

  private async change(id: string, patch: Partial<LiveSessionDraft>): Promise<LiveSessionRow> {
    const row = await this.transactions.run(async (tx) => {
      const changed = await this.sessions.updateLive(id, patch, this.clock.now(), tx);
      if (changed) await this.events.record(tx, changed);
      return changed;
    });
    if (!row) throw DomainError.conflict(LiveText.sessionEnded);
    this.events.announce(row, 'edited');
    return row;
  }

  private async owned(userId: string, liveSessionId: string): Promise<LiveSessionRow> {
    const session = await this.sessions.find(liveSessionId);
    if (!session) throw DomainError.notFound(LiveText.sessionNotFound);
    if (session.streamerId !== userId) throw DomainError.forbidden(LiveText.notYourSession);
    return session;
  }

  private async editable(userId: string, liveSessionId: string): Promise<LiveSessionRow> {
    const session = await this.owned(userId, liveSessionId);
    if (!isEditable(session.status)) throw DomainError.conflict(LiveText.sessionEnded);
    return session;
  }

  /** Every currency's minimum, for the go-live form to check before it sends (the same rule as a start). */
  async priceMinimums(): Promise<Record<Currency, number>> {
    const [INR, USD] = await Promise.all([this.minimumPrice('INR'), this.minimumPrice('USD')]);
    return { INR, USD };
  }

  /** The configured minimum of the currency; the spec's default when it is not set or content can't answer. */
  private async minimumPrice(currency: Currency): Promise<number> {
    const key = LivePriceConfigKeys[currency];
    const entry = await this.peers.configuration(key).catch((error: unknown) => {
      this.logger.warn({ err: error, key }, 'content did not answer; using the default live price minimum');
      return null;
    });
    return livePriceMinimum(currency, entry?.value);
  }
}

function ended(row: LiveSessionRow): SessionAnswer {
  return { message: LiveText.liveSessionEnded, liveSession: toLiveSessionDto(row) };
}

/** The form as it would read with the session's current values in every field the edit leaves out. */
function mergeInput(current: LiveSessionRow, input: LiveSessionInput): LiveSessionInput {
  const keep = <T>(given: T | undefined, value: T): T => (given === undefined ? value : given);
  const gameChanged = input._game_id !== undefined && optionalId(input._game_id) !== current.gameId;
  return {
    _game_id: keep(input._game_id, current.gameId),
    _game_mode_id: keep(input._game_mode_id, gameChanged ? null : current.gameModeId),
    _platform_playing_on_id: keep(input._platform_playing_on_id, gameChanged ? null : current.platformId),
    price: keep(input.price, toMajorUnits(current.priceMinor)),
    title: keep(input.title, current.title),
    description: keep(input.description, current.description),
    defaultThumbnail: keep(input.defaultThumbnail, current.defaultThumbnail),
    defaultFileName: keep(input.defaultFileName, current.defaultFileName),
    banner: keep(input.banner, current.banner),
    streamingLink: keep(input.streamingLink, current.streamingLink),
    session_tags: keep(input.session_tags, current.tags),
    requirements: keep(input.requirements, current.requirements),
  };
}

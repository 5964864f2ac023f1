import { Inject, Injectable } from '@nestjs/common';
import {
  BookingText,
  InputLimits,
  LiveText,
  type Message,
  type QueueBoardDto,
  type QueueClosedDto,
  type QueueEntryDto,
  type QueueEntryStatus,
  type QueueKind,
} from '@lobby/contracts';
import { CLOCK, type Clock, DomainError, TransactionRunner } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { HoldsService } from '../holds/holds.service';
import { recordQueueCalled } from './queue-events';
import { QueueNotifier } from './queue-notifier';
import { canMove, PLAYING_STATES } from './queue-state';
import { isOpen } from './queue-view';
import { QueueViews } from './queue-views';
import { QueuesRepository, type LiveSessionRow, type QueueEntryRow } from './queues.repository';

/** The board shows at most this many fans per list (the counts give the totals). */
export const BOARD_LIST_LIMIT = 100;
const STREAMER_MOVES: readonly QueueEntryStatus[] = ['playing_next', 'in_game', 'done'];

/**
 * The streamer's side of a live queue: calling fans (VIP first), the lobby code, the board, and closing the
 * queue when the session ends. `streamerId` is the streamer acted for (the gateway resolves a moderator's).
 */
@Injectable()
export class QueueManagementService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly queues: QueuesRepository,
    private readonly views: QueueViews,
    private readonly notifier: QueueNotifier,
    private readonly holds: HoldsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** waiting → playing next → in game → done (or straight to done); a regular fan waits while a VIP fan does. */
  async move(
    streamerId: string,
    entryId: string,
    to: QueueEntryStatus,
  ): Promise<Message & { entry: QueueEntryDto }> {
    if (!STREAMER_MOVES.includes(to)) throw DomainError.invalid(BookingText.queueMoveNotAllowed);
    const found = await this.queues.findEntry(entryId);
    if (!found) throw DomainError.notFound(BookingText.queueEntryNotFound);
    if (found.streamerId !== streamerId) throw DomainError.forbidden(BookingText.notYourQueue);
    const { session, moved } = await this.transactions.run(async (tx) => {
      const locked = await this.queues.lockSession(tx, found.liveSessionId);
      const entry = await this.queues.lockEntry(tx, found.id);
      if (!locked || !entry) throw DomainError.notFound(BookingText.queueEntryNotFound);
      if (!canMove(entry.kind, entry.status, to)) throw DomainError.conflict(BookingText.queueMoveNotAllowed);
      if (to === 'playing_next' && entry.kind === 'regular') {
        if (await this.queues.firstWaiting(tx, locked.id, 'vip')) {
          throw DomainError.conflict(BookingText.vipServedFirst);
        }
      }
      const row = await this.queues.move(tx, entry.id, to);
      if (!row) throw DomainError.conflict(BookingText.queueMoveNotAllowed);
      if (row.status === 'playing_next') await this.recordCalled(tx, locked, row);
      if (row.status === 'done' && row.kind === 'vip') await this.holds.complete(tx, [row.id]);
      return { session: locked, moved: row };
    });
    await this.announceMove(session, moved);
    return { message: BookingText.queueEntryMoved, entry: await this.views.one(moved, 'streamer') };
  }

  /** Calls the first waiting fan in serving order (VIP first) to playing next. */
  async callNext(streamerId: string, liveSessionId: string): Promise<Message & { entry: QueueEntryDto }> {
    const { session, moved } = await this.transactions.run(async (tx) => {
      const locked = await this.lockOwnSession(tx, streamerId, liveSessionId);
      const next = await this.queues.firstWaiting(tx, locked.id);
      if (!next) throw DomainError.notFound(BookingText.nobodyWaiting);
      const row = await this.queues.move(tx, next.id, 'playing_next');
      if (!row) throw DomainError.conflict(BookingText.queueMoveNotAllowed);
      await this.recordCalled(tx, locked, row);
      return { session: locked, moved: row };
    });
    await this.announceMove(session, moved);
    return { message: BookingText.queueEntryMoved, entry: await this.views.one(moved, 'streamer') };
  }

  /** Sets the session's lobby code (1 to 100 characters), or clears it with ''. */
  async setLobbyCode(
    streamerId: string,
    liveSessionId: string,
    lobbyCode: string,
  ): Promise<Message & { lobbyCode: string | null }> {
    const code = typeof lobbyCode === 'string' ? lobbyCode.trim() : undefined;
    if (code === undefined || code.length > InputLimits.lobbyCodeMax) {
      throw DomainError.invalid(BookingText.invalidLobbyCode);
    }
    const saved = code === '' ? null : code;
    const { session, players } = await this.transactions.run(async (tx) => {
      const locked = await this.lockOwnSession(tx, streamerId, liveSessionId);
      await this.queues.setLobbyCode(tx, locked.id, saved);
      const playing = await this.queues.entriesOf(locked.id, PLAYING_STATES, BOARD_LIST_LIMIT, tx);
      return { session: { ...locked, lobbyCode: saved }, players: playing };
    });
    // The fans who may see the code refetch it; the push itself never carries it.
    await this.notifier.changed({ session, fans: players.map((entry) => entry.userId) });
    return {
      message: saved === null ? BookingText.lobbyCodeCleared : BookingText.lobbyCodeSaved,
      lobbyCode: saved,
    };
  }

  /**
   * Closes the queue when the session ends (live calls this first): refused while fans are in playing next or
   * in game. Otherwise, in one transaction under the session's lock: waiting regular fans are let go, waiting
   * paid VIP places are refunded to the wallet (holds' order-refund-due), running holds expire (order-released).
   * Closing a closed queue, or one booking never heard of, changes nothing.
   */
  async close(streamerId: string, liveSessionId: string): Promise<QueueClosedDto> {
    const outcome = await this.transactions.run(async (tx) => {
      const session = await this.queues.lockSession(tx, liveSessionId);
      if (!session) return null;
      if (session.streamerId !== streamerId) throw DomainError.forbidden(BookingText.notYourQueue);
      if (session.closedAt !== null) return null;
      if ((await this.queues.countIn(tx, session.id, PLAYING_STATES)) > 0) {
        throw DomainError.conflict(LiveText.usersStillPlaying);
      }
      return { session, ...(await this.closeLocked(tx, session, false)) };
    });
    if (!outcome) return { closed: true, refunded: 0 };
    await this.notifier.changed({ session: outcome.session, fans: outcome.fans });
    return { closed: true, refunded: outcome.refunded };
  }

  /**
   * Live reported the session ended while booking's queue was still open (live closes it first, so this is a
   * safety net): closed the same way in the event's transaction, fans still playing counting as done.
   */
  async closeEnded(tx: Executor, liveSessionId: string): Promise<void> {
    const session = await this.queues.lockSession(tx, liveSessionId);
    if (!session || session.status !== 'ended' || session.closedAt !== null) return;
    await this.closeLocked(tx, session, true);
  }

  /** The streamer's board: every list of the queue (up to 100 fans each) and the counts. */
  async board(streamerId: string, liveSessionId: string): Promise<QueueBoardDto> {
    const session = await this.queues.findSession(liveSessionId);
    if (!session) throw DomainError.notFound(BookingText.liveSessionNotFound);
    if (session.streamerId !== streamerId) throw DomainError.forbidden(BookingText.notYourQueue);
    const [vip, regular, playing, done, counts] = await Promise.all([
      this.queues.waitingPage(session.id, 'vip', BOARD_LIST_LIMIT, 0),
      this.queues.waitingPage(session.id, 'regular', BOARD_LIST_LIMIT, 0),
      this.queues.entriesOf(session.id, PLAYING_STATES, 2 * BOARD_LIST_LIMIT),
      this.queues.recentlyDone(session.id, BOARD_LIST_LIMIT),
      this.queues.waitingCounts(session.id),
    ]);
    const shown = await this.views.many([...vip.rows, ...regular.rows, ...playing, ...done], 'streamer');
    const list = (filter: (entry: QueueEntryDto) => boolean) =>
      shown.filter(filter).slice(0, BOARD_LIST_LIMIT);
    return {
      _live_session_id: session.id,
      open: isOpen(session),
      lobbyCode: session.lobbyCode,
      vipWaiting: list((entry) => entry.status === 'waiting' && entry.kind === 'vip'),
      regularWaiting: list((entry) => entry.status === 'waiting' && entry.kind === 'regular'),
      playingNext: list((entry) => entry.status === 'playing_next'),
      inGame: list((entry) => entry.status === 'in_game'),
      done: list((entry) => entry.status === 'done'),
      counts,
    };
  }

  private async lockOwnSession(
    tx: Executor,
    streamerId: string,
    liveSessionId: string,
  ): Promise<LiveSessionRow> {
    const session = await this.queues.lockSession(tx, liveSessionId);
    if (!session) throw DomainError.notFound(BookingText.liveSessionNotFound);
    if (session.streamerId !== streamerId) throw DomainError.forbidden(BookingText.notYourQueue);
    return session;
  }

  private async closeLocked(
    tx: Executor,
    session: LiveSessionRow,
    finishPlaying: boolean,
  ): Promise<{ refunded: number; fans: string[] }> {
    await this.queues.markClosed(tx, session.id, this.clock.now());
    const moveAll = (from: QueueEntryStatus, kind: QueueKind, to: QueueEntryStatus) => {
      if (!canMove(kind, from, to)) throw new Error(`a ${kind} place can't go from ${from} to ${to}`);
      return this.queues.moveAll(tx, session.id, from, kind, to);
    };
    const finished: QueueEntryRow[] = [];
    if (finishPlaying) {
      for (const from of PLAYING_STATES) {
        for (const kind of ['vip', 'regular'] as const) finished.push(...(await moveAll(from, kind, 'done')));
      }
      const served = finished.filter((place) => place.kind === 'vip').map((place) => place.id);
      await this.holds.complete(tx, served);
    }
    const left = await moveAll('waiting', 'regular', 'left');
    // Unserved VIP places are refunded, and running holds expire, through holds/ (their orders first, then the
    // places, by VipHolds): the same refund path as a paid order the streamer cancels.
    const refunded = await this.holds.end(
      tx,
      await this.queues.idsIn(tx, session.id, 'waiting', 'vip'),
      'refunded',
    );
    const expired = await this.holds.end(
      tx,
      await this.queues.idsIn(tx, session.id, 'held', 'vip'),
      'expired',
    );
    const fans = [...finished, ...left, ...refunded.rows, ...expired.rows].map((place) => place.userId);
    return { refunded: refunded.rows.length, fans };
  }

  private async announceMove(session: LiveSessionRow, moved: QueueEntryRow): Promise<void> {
    await this.notifier.changed({ session, fans: [moved.userId] });
  }

  private recordCalled(tx: Executor, session: LiveSessionRow, place: QueueEntryRow): Promise<string> {
    return recordQueueCalled(tx, place, session.lobbyCode !== null, this.clock.now());
  }
}

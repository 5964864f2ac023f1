import { Inject, Injectable } from '@nestjs/common';
import {
  BookingText,
  PageSizes,
  type LiveLobbyCodeDto,
  type LiveQueueSessionDto,
  type Page,
  type PageRequest,
  type PublicQueueDto,
  type PublicWaitingPlaceDto,
  type QueueCountsDto,
  type QueueEntryDto,
  type QueueKind,
} from '@lobby/contracts';
import { CLOCK, type Clock, DomainError, cleanPageRequest, pageOffset, toPage } from '@lobby/service-kit';
import {
  ACTIVE_STATES,
  IN_LINE_STATES,
  isInLine,
  isPlaying,
  JOINED_STATES,
  PLAYING_STATES,
} from './queue-state';
import { isOpen, toLiveQueueSessionDto } from './queue-view';
import { QueueViews } from './queue-views';
import { QueuesRepository, type LiveSessionRow, type QueueEntryRow } from './queues.repository';

/** The public page and the overlay show this many of the next waiting fans. */
export const UP_NEXT_LIMIT = 10;
const PLAYING_LIMIT = 100;

/** Reading queues: a fan's places, the public lists, counts and the lobby code. */
@Injectable()
export class QueueListsService {
  constructor(
    private readonly queues: QueuesRepository,
    private readonly views: QueueViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async liveQueueSession(liveSessionId: string): Promise<LiveQueueSessionDto> {
    return toLiveQueueSessionDto(await this.session(liveSessionId));
  }

  /** One place, for its fan or the session's streamer. */
  async entry(userId: string, entryId: string): Promise<QueueEntryDto> {
    const entry = await this.queues.findEntry(entryId);
    if (entry?.userId === userId) return this.views.one(entry, 'fan');
    if (entry?.streamerId === userId) return this.views.one(entry, 'streamer');
    throw DomainError.notFound(BookingText.queueEntryNotFound);
  }

  /** The caller's place in line, else their running VIP hold; `isVip` only for a paid VIP place. */
  async checkVip(
    userId: string,
    liveSessionId: string,
  ): Promise<{ isVip: boolean; entry: QueueEntryDto | null }> {
    const session = await this.session(liveSessionId);
    const now = this.clock.now().getTime();
    const places = await this.queues.placesOf(session.id, userId, ACTIVE_STATES);
    const place =
      places.find((entry) => isInLine(entry.status)) ??
      places.find((entry) => entry.status === 'held' && entry.expiresAt!.getTime() > now);
    if (!place) return { isVip: false, entry: null };
    return {
      isVip: place.kind === 'vip' && place.status !== 'held',
      entry: await this.views.one(place, 'fan'),
    };
  }

  /** Spec vipQueue/{id} and regularQueue/{id}: waiting fans of one kind in serving order, display names only. */
  async waiting(
    liveSessionId: string,
    kind: QueueKind,
    paging: Partial<PageRequest>,
    viewerId: string | null = null,
  ): Promise<Page<PublicWaitingPlaceDto>> {
    const session = await this.session(liveSessionId);
    const request = queuePage(paging);
    const { rows, total } = await this.queues.waitingPage(
      session.id,
      kind,
      request.limit,
      pageOffset(request),
    );
    return toPage(await this.views.publicPlaces(rows, viewerId), total, request);
  }

  /**
   * What anyone may see: counts, who plays now and next, and the next waiting fans, by display name only (no
   * ids: the list is public). `viewerId`, the signed-in viewer, only marks their own place.
   */
  async publicQueue(liveSessionId: string, viewerId: string | null = null): Promise<PublicQueueDto> {
    const session = await this.session(liveSessionId);
    const [playing, upNext, counts] = await Promise.all([
      this.queues.entriesOf(session.id, PLAYING_STATES, PLAYING_LIMIT),
      this.queues.entriesOf(session.id, ['waiting'], UP_NEXT_LIMIT),
      this.queues.waitingCounts(session.id),
    ]);
    const rows = [...playing, ...upNext];
    const places = await this.views.publicPlaces(rows, viewerId);
    const withStatus = (status: QueueEntryRow['status']) =>
      places.filter((_, index) => rows[index].status === status);
    const place = ({ name, kind, isYou }: PublicWaitingPlaceDto) => ({ name, kind, isYou });
    return {
      _live_session_id: session.id,
      open: isOpen(session),
      counts,
      playingNext: withStatus('playing_next').map(place),
      inGame: withStatus('in_game').map(place),
      upNext: withStatus('waiting'),
    };
  }

  /** Spec queues_by_user_id: the caller's places that still count, newest first. */
  async activeOfUser(userId: string): Promise<QueueEntryDto[]> {
    return this.views.many(await this.queues.activeOfUser(userId, this.clock.now()), 'fan');
  }

  /** Spec paginatedqueues_by_user_id and live-queues-joined: every place the caller took (paid or joined). */
  async joined(
    userId: string,
    paging: Partial<PageRequest>,
  ): Promise<Page<QueueEntryDto> & { totalSessions: number }> {
    const request = queuePage(paging);
    const { rows, total, totalSessions } = await this.queues.pageOfUser(
      userId,
      JOINED_STATES,
      request.limit,
      pageOffset(request),
    );
    return { ...toPage(await this.views.many(rows, 'fan'), total, request), totalSessions };
  }

  async counts(liveSessionId: string): Promise<QueueCountsDto> {
    const session = await this.session(liveSessionId);
    return this.queues.waitingCounts(session.id);
  }

  /** Spec getTotalQueueCounts: the streamer's running session's counts; zeros when they aren't live. */
  async countsOfStreamer(streamerId: string): Promise<QueueCountsDto & { _live_session_id: string | null }> {
    const running = await this.queues.runningSessionOf(streamerId);
    if (!running) return { _live_session_id: null, vip: 0, regular: 0 };
    return { _live_session_id: running.id, ...(await this.queues.waitingCounts(running.id)) };
  }

  /** The lobby code for the caller: the streamer always; a fan only in playing next or in game. */
  async lobbyCode(userId: string, liveSessionId: string): Promise<LiveLobbyCodeDto> {
    const session = await this.session(liveSessionId);
    if (session.streamerId === userId) {
      return { liveSessionId: session.id, entryId: null, status: null, lobbyCode: session.lobbyCode };
    }
    const [place] = await this.queues.placesOf(session.id, userId, IN_LINE_STATES);
    return {
      liveSessionId: session.id,
      entryId: place?.id ?? null,
      status: place?.status ?? null,
      lobbyCode: place && isPlaying(place.status) ? session.lobbyCode : null,
    };
  }

  private async session(liveSessionId: string): Promise<LiveSessionRow> {
    const session = await this.queues.findSession(liveSessionId);
    if (!session) throw DomainError.notFound(BookingText.liveSessionNotFound);
    return session;
  }
}

/** Queue pages: 10 by default, at most 15 (spec §9 "queues 10 or 15"). */
export function queuePage(input: { page?: unknown; limit?: unknown }): PageRequest {
  return cleanPageRequest(input, PageSizes.queues, PageSizes.queuesLarge);
}

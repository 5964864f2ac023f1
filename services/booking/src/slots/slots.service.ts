import { Inject, Injectable } from '@nestjs/common';
import {
  BookingEventSubjects,
  type SlotsAddedEvent,
  AuthText,
  BookingText,
  InputLimits,
  PageSizes,
  SuccessText,
  type AddSlotsInput,
  type LobbyCodeDetailsDto,
  type Message,
  type SlotAvailabilityDto,
  type SlotDto,
  type SlotPageDto,
} from '@lobby/contracts';
import {
  addToOutbox,
  cleanPageRequest,
  CLOCK,
  type Clock,
  DomainError,
  newId,
  pageCount,
  pageOffset,
} from '@lobby/service-kit';
import { isExclusionViolation } from '../common/pg-errors';
import {
  addDays,
  isTimeZone,
  parseLocalDate,
  parseLocalTime,
  zonedToUtc,
  type LocalDate,
} from '../common/zoned-time';
import { GigReadThrough } from '../read-models/gig-read-through';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { toSlotDto, type SlotRow } from './slot-view';
import { SlotsRepository, type NewSlot } from './slots.repository';

const MINUTES_PER_DAY = 24 * 60;

export function lobbyCodeDetails(slot: SlotRow, orderId?: string): LobbyCodeDetailsDto {
  return {
    slotId: slot.id,
    orderId,
    startTime: slot.startsAt.toISOString(),
    endTime: slot.endsAt.toISOString(),
    timeZone: slot.timeZone,
    lobbyCode: slot.lobbyCode,
  };
}

/** Slots of a gig: adding them in the streamer's zone (stored in UTC) and listing them. */
@Injectable()
export class SlotsService {
  constructor(
    private readonly slots: SlotsRepository,
    private readonly readModels: ReadModelsRepository,
    private readonly gigs: GigReadThrough,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Only on the streamer's own gig; seats default to the players of the gig's game mode, and a slot lasts the
   * mode's length (the end follows from the start, or must match it).
   */
  async add(streamerId: string, input: AddSlotsInput): Promise<Message & { slots: SlotDto[] }> {
    const gig = await this.gigs.gig(input.gigId);
    if (!gig || !gig.bookable) throw DomainError.notFound(BookingText.gigUnavailable);
    if (gig.streamerId !== streamerId) throw DomainError.forbidden(BookingText.notYourGig);
    const rows = this.plan(
      streamerId,
      { ...input, seats: input.seats ?? gig.players ?? undefined },
      gig.modeMinutes,
    );
    try {
      const added = await this.slots.insertAll(rows, (tx, inserted) => {
        const event: SlotsAddedEvent = {
          streamerId,
          gigId: gig.id,
          gigTitle: gig.title,
          gigSlug: gig.slug,
          slots: inserted.map((slot) => ({
            slotId: slot.id,
            startsAt: slot.startsAt.toISOString(),
            endsAt: slot.endsAt.toISOString(),
          })),
        };
        return addToOutbox(tx, BookingEventSubjects.slotsAdded, event);
      });
      return { message: SuccessText.slotsAdded, slots: added.map((row) => toSlotDto(row, gig)) };
    } catch (error) {
      if (isExclusionViolation(error, 'slots_no_overlap'))
        throw DomainError.conflict(BookingText.slotOverlaps);
      throw error;
    }
  }

  async byGig(gigId: string): Promise<SlotDto[]> {
    return this.withPrices(await this.slots.upcomingOfGig(gigId, this.clock.now()));
  }

  async byStreamer(streamerId: string, pastDays?: number): Promise<SlotDto[]> {
    const days = pastDays ?? 0;
    const now = this.clock.now();
    const startedSince = new Date(now.getTime() - days * 86_400_000);
    return this.withPrices(await this.slots.ofStreamerSince(streamerId, now, startedSince));
  }

  async byMonth(streamerId: string, month: number, year: number, timeZone = 'UTC'): Promise<SlotDto[]> {
    if (!isTimeZone(timeZone)) throw DomainError.invalid(BookingText.invalidTimeZone);
    const [m, y] = [month, year];
    const first: LocalDate = { year: y, month: m, day: 1 };
    const next: LocalDate = m === 12 ? { year: y + 1, month: 1, day: 1 } : { year: y, month: m + 1, day: 1 };
    const rows = await this.slots.startingBetween(
      streamerId,
      zonedToUtc(first, 0, timeZone),
      zonedToUtc(next, 0, timeZone),
    );
    return this.withPrices(rows);
  }

  /** The slot for anyone; its booked users only for the slot's streamer. */
  async page(
    viewerId: string,
    slotId: string,
    paging: { page?: number; limit?: number },
  ): Promise<SlotPageDto> {
    const slot = await this.require(slotId);
    if (slot.streamerId !== viewerId) throw DomainError.forbidden(AuthText.forbidden);
    const { page, limit } = cleanPageRequest(paging, PageSizes.slotUsers);
    const skip = pageOffset({ page, limit });
    const { rows, total } = await this.slots.users(slot.id, limit, skip);
    const [slotDto] = await this.withPrices([slot]);
    const people = await this.readModels.peopleByIds(rows.map((row) => row.userId));
    return {
      slot: slotDto,
      users: rows.map((row) => ({
        _user_id: row.userId,
        username: people.get(row.userId)?.username ?? '',
        fullName: people.get(row.userId)?.fullName ?? '',
        order_id: row.orderNumber,
        status: row.status,
        numberOfPlayers: row.numberOfPlayers,
        gamerTags: row.gamerTags,
      })),
      totalUsers: total,
      page,
      limit,
      skip,
      totalPages: pageCount(total, limit),
    };
  }

  async availability(slotId: string, numberOfPlayers?: number): Promise<SlotAvailabilityDto> {
    const slot = await this.require(slotId);
    const wanted = numberOfPlayers ?? 1;
    const seatsLeft = slot.seats - slot.seatsTaken;
    const started = slot.startsAt.getTime() <= this.clock.now().getTime();
    return { available: !started && seatsLeft >= wanted, seatsLeft: started ? 0 : seatsLeft };
  }

  /** The streamer sets the slot's lobby code; an empty code clears it. */
  async setLobbyCode(
    streamerId: string,
    slotId: string,
    lobbyCode: string,
  ): Promise<Message & { slot: SlotDto }> {
    const code = typeof lobbyCode === 'string' ? lobbyCode.trim() : undefined;
    if (code === undefined || code.length > InputLimits.lobbyCodeMax)
      throw DomainError.invalid(BookingText.invalidLobbyCode);
    const slot = await this.require(slotId);
    if (slot.streamerId !== streamerId) throw DomainError.forbidden(AuthText.forbidden);
    const saved = await this.slots.setLobbyCode(slot.id, code === '' ? null : code);
    const [slotDto] = await this.withPrices([saved ?? slot]);
    return { message: BookingText.lobbyCodeSaved, slot: slotDto };
  }

  async streamerLobbyCode(streamerId: string, slotId: string): Promise<LobbyCodeDetailsDto> {
    const slot = await this.require(slotId);
    if (slot.streamerId !== streamerId) throw DomainError.forbidden(AuthText.forbidden);
    return lobbyCodeDetails(slot);
  }

  async require(slotId: string): Promise<SlotRow> {
    const slot = await this.slots.find(slotId);
    if (!slot) throw DomainError.notFound(BookingText.slotNotFound);
    return slot;
  }

  private async withPrices(rows: SlotRow[]): Promise<SlotDto[]> {
    const gigs = await this.readModels.gigsByIds(rows.map((row) => row.gigId));
    return rows.map((row) => toSlotDto(row, gigs.get(row.gigId)));
  }

  /** Validates the request and turns it into rows in UTC, one per week. */
  private plan(streamerId: string, input: AddSlotsInput, modeMinutes: number | null): NewSlot[] {
    const date = parseLocalDate(input.date);
    if (!date) throw DomainError.invalid(BookingText.invalidDate);
    const start = parseLocalTime(input.startTime);
    if (start === null) throw DomainError.invalid(BookingText.invalidTime);
    const minutes = slotMinutes(start, input.endTime, modeMinutes);
    if (!isTimeZone(input.timeZone)) throw DomainError.invalid(BookingText.invalidTimeZone);
    // Their shapes are parsed (contracts' AddSlotsRequest); a gig without a mode needs its seats given.
    const seats = input.seats;
    if (seats === undefined) throw DomainError.invalid(BookingText.invalidSeats);
    const weeks = input.repeatWeeks ?? 1;

    const now = this.clock.now().getTime();
    return Array.from({ length: weeks }, (_, week) => {
      const day = addDays(date, week * 7);
      const startsAt = zonedToUtc(day, start, input.timeZone);
      const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
      if (startsAt.getTime() <= now) throw DomainError.invalid(BookingText.slotInPast);
      return {
        id: newId(),
        gigId: input.gigId,
        streamerId,
        startsAt,
        endsAt,
        timeZone: input.timeZone,
        seats,
      };
    });
  }
}

/**
 * How long a slot starting at `start` (minutes after midnight) lasts: the gig's mode length when it has a mode
 * (a given end must match it, and may fall after midnight), else from the end time, later the same day.
 */
export function slotMinutes(start: number, endTime: string | undefined, modeMinutes: number | null): number {
  const given = endTime !== undefined;
  const end = given ? parseLocalTime(endTime) : null;
  if (given && end === null) throw DomainError.invalid(BookingText.invalidTime);
  if (modeMinutes !== null) {
    if (end !== null && end !== (start + modeMinutes) % MINUTES_PER_DAY)
      throw DomainError.invalid(BookingText.slotLengthOfMode(modeMinutes));
    return modeMinutes;
  }
  if (end === null) throw DomainError.invalid(BookingText.invalidTime);
  if (end <= start) throw DomainError.invalid(BookingText.slotEndBeforeStart);
  return end - start;
}

import { Injectable } from '@nestjs/common';
import {
  AuthText,
  baseCurrencyForCountry,
  type Currency,
  ErrorText,
  isStaffRole,
  type ModeratedStreamer,
  type ModeratedStreamersQuery,
  type UserDto,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { UserRow } from '../db/schema';
import { assertMaySignIn, normalizeEmail } from './account-rules';
import { StaffAccess } from './staff-access';
import { toUserDto } from './user.mapper';
import { UsersRepository } from './users.repository';

const COUNTRY_CODE = /^[A-Z]{2}$/;

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly staff: StaffAccess,
  ) {}

  async toDto(row: UserRow): Promise<UserDto> {
    const [permissions, modStreamers] = await Promise.all([
      isStaffRole(row.role) ? this.users.permissions(row.id) : Promise.resolve([]),
      this.users.moderatedStreamerIds(row.id),
    ]);
    return toUserDto(row, { permissions, modStreamers });
  }

  async current(userId: string): Promise<UserDto> {
    return this.toDto(await this.require(userId));
  }

  /** A user reads their own account; staff with User Management read access read anyone's. */
  async get(actorId: string, id: string): Promise<UserDto> {
    if (actorId !== id) await this.staff.assert(actorId, 'User Management', 'read');
    return this.toDto(await this.require(id));
  }

  /** For accounts created without an email (social sign-in); an email already set is changed with OTP instead. */
  async saveEmail(
    actorId: string,
    id: string,
    emailInput: string,
  ): Promise<{ message: string; user: UserDto }> {
    assertSelf(actorId, id);
    const email = normalizeEmail(emailInput);
    const user = await this.require(id);
    if (user.email && user.email !== email) throw DomainError.conflict(ErrorText.errorChangingEmail);
    // Nothing proved this address, so it must never link a later social sign-in to this account.
    const updated =
      user.email === email ? user : await this.users.update(id, { email, emailUnconfirmed: true });
    return { message: 'Email saved', user: await this.toDto(updated) };
  }

  async saveCountry(actorId: string, id: string, countryInput: string): Promise<UserRow> {
    assertSelf(actorId, id);
    const billingCountry = countryInput.trim().toUpperCase();
    if (!COUNTRY_CODE.test(billingCountry)) throw DomainError.invalid(AuthText.countryInvalid);
    await this.require(id);
    return this.users.update(id, { billingCountry, baseCurrency: baseCurrencyForCountry(billingCountry) });
  }

  async moderatedStreamers(
    moderatorId: string,
    { sortBy, filter, searchTerm }: ModeratedStreamersQuery = {},
  ): Promise<{ streamers: ModeratedStreamer[] }> {
    const ids = await this.users.moderatedStreamerIds(moderatorId);
    const rows = await this.users.findByIds(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const search = searchTerm?.trim().toLowerCase() ?? '';
    let streamers = ids
      .map((id) => byId.get(id))
      .filter((row): row is UserRow => Boolean(row))
      .filter((row) => filter !== 'live' || row.liveSessionId !== null)
      .filter((row) => filter !== 'offline' || row.liveSessionId === null)
      .filter(
        (row) =>
          search === '' ||
          row.username.toLowerCase().includes(search) ||
          row.fullName.toLowerCase().includes(search),
      );
    if (sortBy === 'name') streamers = streamers.sort((a, b) => a.username.localeCompare(b.username));
    if (sortBy === 'live')
      streamers = streamers.sort(
        (a, b) => Number(b.liveSessionId !== null) - Number(a.liveSessionId !== null),
      );
    return {
      streamers: streamers.map((row) => ({
        streamerId: {
          _id: row.id,
          username: row.username,
          fullName: row.fullName,
          images: { url: row.imageUrl },
          isLive: row.liveSessionId !== null,
          _live_session_id: row.liveSessionId,
          baseCurrency: row.baseCurrency as Currency,
          upcomingSlot: null,
        },
      })),
    };
  }

  async storeIp(userId: string | null, ip: string): Promise<{ ip: string }> {
    if (userId && (await this.users.findById(userId))) await this.users.update(userId, { lastIp: ip });
    return { ip };
  }

  async require(id: string): Promise<UserRow> {
    const user = await this.users.findById(id);
    if (!user) throw DomainError.notFound(ErrorText.userNotFound);
    return user;
  }

  /** The account an action changes, which must still be allowed to use the site. */
  async requireActive(id: string): Promise<UserRow> {
    const user = await this.require(id);
    assertMaySignIn(user);
    return user;
  }
}

/** Self-service routes naming an account id: only the account itself may use them. */
export function assertSelf(actorId: string, id: string): void {
  if (actorId !== id) throw DomainError.forbidden(AuthText.forbidden);
}

import { Injectable } from '@nestjs/common';
import { LiveText, type LiveSessionDto } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { toLiveSessionDto } from './live-session-view';
import { LiveSessionsRepository } from './live-sessions.repository';

/** Lists never grow past this many sessions in one answer. */
export const SESSION_LIST_MAX = 100;

/** Reads of live sessions (spec §7 Browse and Streamer); every name they show is a snapshot on the row. */
@Injectable()
export class LiveSessionQueries {
  constructor(private readonly sessions: LiveSessionsRepository) {}

  /** The star's running session by username (any case), or null. */
  async byUsername(username: unknown): Promise<LiveSessionDto | null> {
    if (typeof username !== 'string' || username.trim() === '') return null;
    const row = await this.sessions.liveByUsername(username.trim());
    return row ? toLiveSessionDto(row) : null;
  }

  async session(liveSessionId: string): Promise<LiveSessionDto> {
    const row = await this.sessions.find(liveSessionId);
    if (!row) throw DomainError.notFound(LiveText.sessionNotFound);
    return toLiveSessionDto(row);
  }

  async activeOfStreamer(streamerId: string): Promise<LiveSessionDto | null> {
    const row = await this.sessions.liveOfStreamer(streamerId);
    return row ? toLiveSessionDto(row) : null;
  }

  /** Running sessions, newest first. */
  async active(limit: unknown): Promise<LiveSessionDto[]> {
    return (await this.sessions.live(listLimit(limit))).map(toLiveSessionDto);
  }

  async tags(liveSessionId: string): Promise<string[]> {
    return (await this.session(liveSessionId)).session_tags;
  }

  /** The streamer's own sessions, running and ended, newest first. */
  async ofStreamer(streamerId: string, limit: unknown): Promise<LiveSessionDto[]> {
    return (await this.sessions.ofStreamer(streamerId, listLimit(limit))).map(toLiveSessionDto);
  }
}

function listLimit(limit: unknown): number {
  const value = Number(limit);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, SESSION_LIST_MAX) : SESSION_LIST_MAX;
}

import { Injectable } from '@nestjs/common';
import { InputLimits, LiveText, type LiveSessionDto } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { toLiveSessionDto } from './live-session-view';
import { LiveSessionsRepository } from './live-sessions.repository';

/** Reads of live sessions (spec §7 Browse and Streamer); every name they show is a snapshot on the row. */
@Injectable()
export class LiveSessionQueries {
  constructor(private readonly sessions: LiveSessionsRepository) {}

  /** The star's running session by username (any case), or null. */
  async byUsername(username: string): Promise<LiveSessionDto | null> {
    if (username.trim() === '') return null;
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
  async active(limit: number | undefined): Promise<LiveSessionDto[]> {
    return (await this.sessions.live(listLimit(limit))).map(toLiveSessionDto);
  }

  async tags(liveSessionId: string): Promise<string[]> {
    return (await this.session(liveSessionId)).session_tags;
  }

  /** The streamer's own sessions, running and ended, newest first. */
  async ofStreamer(streamerId: string, limit: number | undefined): Promise<LiveSessionDto[]> {
    return (await this.sessions.ofStreamer(streamerId, listLimit(limit))).map(toLiveSessionDto);
  }
}

/** The gateway's query checked the shape; a list never grows past the limit in one answer. */
function listLimit(limit: number | undefined): number {
  return Math.min(limit ?? InputLimits.liveSessionListMax, InputLimits.liveSessionListMax);
}

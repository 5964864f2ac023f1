import { Inject, Injectable } from '@nestjs/common';
import {
  AccountText,
  type ConfigurationDto,
  type GameChoiceDto,
  type QueueClosedDto,
} from '@lobby/contracts';
import { DomainError, RPC_CLIENT, type RpcClient } from '@lobby/service-kit';
import { unknownGame, type StreamerSnapshot } from './live-session-rules';

/** What live asks other services over NATS; their errors pass through unless a rule here says otherwise. */
@Injectable()
export class PeerServices {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /** The streamer acted for (identity); anyone else is refused. */
  async streamer(userId: string): Promise<StreamerSnapshot> {
    const user = await this.rpc.send('identity.currentUser', { userId });
    if (user.role !== 'influencer') throw DomainError.forbidden(AccountText.notInfluencer);
    return {
      id: user._id,
      username: user.username,
      fullName: user.fullName,
      imageUrl: user.images.url,
      baseCurrency: user.baseCurrency,
    };
  }

  /** The game with the chosen mode and platform (catalog); an unknown game is the form's mistake. */
  async gameChoice(
    gameId: string,
    gameModeId: string | null,
    platformId: string | null,
  ): Promise<GameChoiceDto> {
    try {
      return await this.rpc.send('catalog.gameChoice', { gameId, gameModeId, platformId });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') throw unknownGame();
      throw error;
    }
  }

  /** A configuration entry (content); throws when content can't answer. */
  configuration(key: string): Promise<ConfigurationDto | null> {
    return this.rpc.send('content.configuration', { key });
  }

  /** Booking closes the session's queue; 409 while fans are in playing next or in game. */
  closeLiveQueue(streamerId: string, liveSessionId: string): Promise<QueueClosedDto> {
    return this.rpc.send('booking.closeLiveQueue', { userId: streamerId, liveSessionId });
  }
}

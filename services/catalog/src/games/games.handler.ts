import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PageSizes, type RequestOf } from '@lobby/contracts';
import { Handles, cleanPageRequest } from '@lobby/service-kit';
import { GamesService } from './games.service';

@Controller()
export class GamesHandler {
  constructor(private readonly games: GamesService) {}

  @Handles('catalog.landingGames')
  landing() {
    return this.games.landing();
  }

  @Handles('catalog.paginatedGames')
  page(@Payload() request: RequestOf<'catalog.paginatedGames'>) {
    return this.games.page(cleanPageRequest(request, PageSizes.games));
  }

  @Handles('catalog.game')
  game(@Payload() { id }: RequestOf<'catalog.game'>) {
    return this.games.game(String(id ?? ''));
  }

  @Handles('catalog.gameModes')
  modes(@Payload() { gameId }: RequestOf<'catalog.gameModes'>) {
    return this.games.modes(String(gameId ?? ''));
  }

  @Handles('catalog.gameMode')
  mode(@Payload() { id }: RequestOf<'catalog.gameMode'>) {
    return this.games.mode(String(id ?? ''));
  }

  @Handles('catalog.gameChoice')
  choice(@Payload() { gameId, gameModeId, platformId }: RequestOf<'catalog.gameChoice'>) {
    return this.games.choice(String(gameId ?? ''), gameModeId ?? null, platformId ?? null);
  }

  /** Staff only: the gateway checks the games write permission. */
  @Handles('catalog.createGame')
  create(@Payload() { userId, ...input }: RequestOf<'catalog.createGame'>) {
    return this.games.create(userId, input);
  }

  @Handles('catalog.updateGame')
  update(@Payload() { userId, gameId, ...input }: RequestOf<'catalog.updateGame'>) {
    return this.games.update(userId, gameId, input);
  }

  @Handles('catalog.deleteGame')
  delete(@Payload() { userId, gameId }: RequestOf<'catalog.deleteGame'>) {
    return this.games.delete(userId, gameId);
  }
}

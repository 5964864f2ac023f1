import { Injectable } from '@nestjs/common';
import {
  CatalogText,
  ErrorText,
  SuccessText,
  type GameChoiceDto,
  type GameDto,
  type GameInput,
  type GameModeDto,
  type Message,
  type Page,
  type PageRequest,
} from '@lobby/contracts';
import {
  DomainError,
  isUniqueViolation,
  newId,
  recordStaffAction,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import { firstFreeSlug, slugify } from '../common/text';
import { toPlatformDto } from '../platforms/platform.mapper';
import { PlatformsRepository } from '../platforms/platforms.repository';
import { cleanGameFields, cleanModes, cleanPlatformIds } from './game-input';
import { toGameDto, toGameModeDto, toGameSummary } from './game.mapper';
import { GamesRepository, type GamePatch, type ModeInput } from './games.repository';
import type { GameRow } from '../db/schema';
import { PageCache } from '../common/page-cache';
import type { Executor } from '../db/database';

/**
 * Games with their modes and platforms (spec §3): public reads, staff writes (permission checked by the gateway),
 * each write audited in its transaction.
 */
@Injectable()
export class GamesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly games: GamesRepository,
    private readonly platforms: PlatformsRepository,
    /** Game cards and names are on public pages: this replica's go at once (the others' on notification). */
    private readonly pages: PageCache,
  ) {}

  async dtos(ids: string[]): Promise<GameDto[]> {
    return (await this.games.views(ids)).map(toGameDto);
  }

  /** The id of a game named by id or slug. */
  async idOf(idOrSlug: string): Promise<string | undefined> {
    return (await this.games.find(idOrSlug))?.id;
  }

  async landing(): Promise<GameDto[]> {
    return this.dtos(await this.games.landingIds());
  }

  async page(request: PageRequest): Promise<Page<GameDto>> {
    const { ids, total } = await this.games.pageIds(request);
    return toPage(await this.dtos(ids), total, request);
  }

  async game(idOrSlug: string): Promise<GameDto> {
    const game = await this.games.find(idOrSlug);
    if (!game) throw DomainError.notFound(CatalogText.gameNotFound);
    const [dto] = await this.dtos([game.id]);
    return dto;
  }

  async modes(gameId: string): Promise<GameModeDto[]> {
    const game = await this.games.find(gameId);
    if (!game) throw DomainError.notFound(CatalogText.gameNotFound);
    return (await this.games.modesOf([game.id])).map(toGameModeDto);
  }

  async mode(id: string): Promise<GameModeDto> {
    const mode = await this.games.findMode(id);
    if (!mode) throw DomainError.notFound(CatalogText.gameModeNotFound);
    return toGameModeDto(mode);
  }

  /** A game by id with the mode and platform asked for, each only when it is the game's own. */
  async choice(gameId: string, modeId: string | null, platformId: string | null): Promise<GameChoiceDto> {
    const game = await this.games.find(gameId);
    if (!game) throw DomainError.notFound(CatalogText.gameNotFound);
    const [modes, platformIds] = await Promise.all([
      modeId === null ? Promise.resolve([]) : this.games.modesOf([game.id]),
      platformId === null ? Promise.resolve([]) : this.games.platformIdsOf(game.id),
    ]);
    const mode = modes.find((candidate) => candidate.id === modeId);
    const platform =
      platformId !== null && platformIds.includes(platformId)
        ? await this.platforms.findById(platformId)
        : undefined;
    return {
      game: toGameSummary(game),
      mode: mode ? toGameModeDto(mode) : null,
      platform: platform ? toPlatformDto(platform) : null,
    };
  }

  async create(actorId: string, input: GameInput): Promise<Message & { game: GameDto }> {
    const fields = cleanGameFields({ ...input, name: input.name ?? '' });
    const name = fields.name!;
    const platformIds = cleanPlatformIds(input.platformIds ?? [], await this.platformIdSet());
    const modes = cleanModes(input.modes ?? [], new Set());
    const id = newId();
    await this.nameMustBeFree(() =>
      this.transactions.run(async (tx) => {
        const base = slugify(name, 'game');
        const slug = firstFreeSlug(base, await this.games.slugsLike(base, tx));
        await this.games.insert({ ...fields, id, name, slug }, tx);
        await this.games.replaceModes(id, modes, tx);
        await this.games.replacePlatforms(id, platformIds, tx);
        await recordStaffAction(tx, {
          actorId,
          action: 'catalog.game.create',
          target: { type: 'game', id, label: name },
          before: null,
          after: gameAudit({ ...fields, slug }, modes, platformIds),
        });
      }),
    );
    this.pages.clear();
    return { message: CatalogText.gameAdded, game: await this.game(id) };
  }

  async update(
    actorId: string,
    gameId: string,
    input: Partial<GameInput>,
  ): Promise<Message & { game: GameDto }> {
    const game = await this.games.find(gameId);
    if (!game) throw DomainError.notFound(CatalogText.gameNotFound);
    const fields = cleanGameFields(input);
    const platformIds =
      input.platformIds === undefined
        ? undefined
        : cleanPlatformIds(input.platformIds, await this.platformIdSet());
    const modesBefore = await this.games.modesOf([game.id]);
    const knownModes = new Set(modesBefore.map((mode) => mode.id));
    const modes = input.modes === undefined ? undefined : cleanModes(input.modes, knownModes);
    await this.nameMustBeFree(() =>
      this.transactions.run(async (tx) => {
        if (fields.name !== undefined && fields.name !== game.name) {
          fields.slug = await this.freeSlug(fields.name, game.slug, tx);
        }
        const updated = await this.games.update(game.id, fields, tx);
        if (!updated) throw DomainError.notFound(CatalogText.gameNotFound);
        if (modes) await this.games.replaceModes(game.id, modes, tx);
        if (platformIds) await this.games.replacePlatforms(game.id, platformIds, tx);
        const changed = Object.keys(fields) as (keyof GamePatch)[];
        await recordStaffAction(tx, {
          actorId,
          action: 'catalog.game.update',
          target: { type: 'game', id: game.id, label: updated.name },
          before: gameAudit(pick(game, changed), modes && modesBefore, undefined),
          after: gameAudit(fields, modes, platformIds),
        });
      }),
    );
    this.pages.clear();
    return { message: CatalogText.gameUpdated, game: await this.game(game.id) };
  }

  /**
   * A game that still has gigs (active or archived) is not deleted: 409 'Error deleting the game'. Otherwise it
   * is marked deleted, so gigs deleted earlier (and orders pointing at them) still resolve, and it leaves
   * everyone's favourites.
   */
  async delete(actorId: string, gameId: string): Promise<Message> {
    await this.transactions.run(async (tx) => {
      const game = await this.games.lockForDelete(gameId, tx);
      if (!game) throw DomainError.notFound(CatalogText.gameNotFound);
      if (await this.games.hasGigs(game.id, tx)) throw DomainError.conflict(ErrorText.errorDeletingGame);
      await this.games.markDeleted(game.id, tx);
      await recordStaffAction(tx, {
        actorId,
        action: 'catalog.game.delete',
        target: { type: 'game', id: game.id, label: game.name },
        before: { name: game.name, slug: game.slug },
        after: null,
      });
    });
    this.pages.clear();
    return { message: SuccessText.gameDeleted };
  }

  private async freeSlug(name: string, current: string, tx: Executor): Promise<string> {
    const base = slugify(name, 'game');
    const taken = await this.games.slugsLike(base, tx);
    taken.delete(current);
    return firstFreeSlug(base, taken);
  }

  private async platformIdSet(): Promise<Set<string>> {
    return new Set((await this.platforms.list()).map((platform) => platform.id));
  }

  private async nameMustBeFree(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw DomainError.conflict(CatalogText.gameNameTaken);
      throw error;
    }
  }
}

/** A game's changed fields as the audit log shows them, with its modes' names and platform ids when they changed. */
function gameAudit(
  fields: GamePatch,
  modes: readonly Pick<ModeInput, 'name'>[] | undefined,
  platformIds: readonly string[] | undefined,
): Record<string, unknown> {
  return {
    ...fields,
    ...(modes ? { modes: modes.map((mode) => mode.name) } : {}),
    ...(platformIds ? { platformIds } : {}),
  };
}

function pick(row: GameRow, keys: readonly (keyof GamePatch)[]): GamePatch {
  return Object.fromEntries(keys.map((key) => [key, row[key as keyof GameRow]])) as GamePatch;
}

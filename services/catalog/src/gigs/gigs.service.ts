import { Injectable } from '@nestjs/common';
import {
  AccountText,
  AuthText,
  baseCurrencyForCountry,
  CatalogText,
  gigPriceBelowMinimumText,
  SuccessText,
  toMinorUnits,
  type GigDto,
  type GigInput,
  type GigPerformanceDto,
  type Message,
} from '@lobby/contracts';
import { DomainError, isUniqueViolation, newId, TransactionRunner } from '@lobby/service-kit';
import { checkImagePath } from '../common/links';
import { cleanText, firstFreeSlug, slugify } from '../common/text';
import type { Executor } from '../db/database';
import type { GigRow, StarRow } from '../db/schema';
import { GamesRepository } from '../games/games.repository';
import { StarsRepository } from '../stars/stars.repository';
import {
  checkModeAndPlatform,
  chosenGameId,
  gigCancellationPolicy,
  gigDescription,
  gigPriceMinor,
  gigRequirements,
  gigTags,
  gigTitle,
} from './gig-rules';
import { GigPriceMinimums } from './gig-price-minimums';
import { conversionRate } from './gig-stats';
import { toGigDto } from './gig-view';
import { GigsRepository, type GigPatch } from './gigs.repository';
import { PageCache } from '../common/page-cache';

const SLUG_ATTEMPTS = 5;

type GigAnswer = Message & { gig: GigDto };

/**
 * A streamer's gigs (spec §5 rules in gig-rules.ts): added, updated, archived, unarchived and deleted by their
 * own streamer only. The actor is the streamer acted for (the gateway resolves moderators).
 */
@Injectable()
export class GigsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly gigs: GigsRepository,
    private readonly stars: StarsRepository,
    private readonly games: GamesRepository,
    /** A streamer sees their change at once on this replica (the others clear on the database's notification). */
    private readonly pages: PageCache,
    private readonly priceMinimums: GigPriceMinimums,
  ) {}

  snapshot(gigId: unknown) {
    return this.gigs.snapshot(String(gigId ?? ''));
  }

  async add(userId: string, input: GigInput): Promise<GigAnswer> {
    const star = await this.streamer(userId);
    const gameId = chosenGameId(input.gameId);
    const requirements = gigRequirements(input.requirements);
    const { tags, keys } = gigTags(input.tags);
    const priceMinor = await this.checkedPrice(star, input.price);
    const coverImage = checkImagePath(input.gig_thumb);
    const cancellationPolicy = gigCancellationPolicy(input.cancellationPolicy);
    const id = newId();
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.transactions.run(async (tx) => {
          const game = await this.gameFor(gameId, tx);
          const choice = { modeId: optionalId(input.gameModeId), platformId: optionalId(input.platformId) };
          await this.checkChoice(game.id, choice, tx);
          const title = gigTitle(input.gig_title, game.name, creatorName(star));
          const base = slugify(title, 'gig');
          await this.gigs.lockSlugBase(star.id, base, tx);
          await this.gigs.insert(
            {
              id,
              starId: star.id,
              slug: firstFreeSlug(base, await this.gigs.slugsLike(star.id, base, tx)),
              title,
              description: gigDescription(input.gig_desc, game.name),
              gameId: game.id,
              gameModeId: choice.modeId,
              platformId: choice.platformId,
              priceMinor,
              baseCurrency: baseCurrencyForCountry(star.country),
              tags,
              tagKeys: keys,
              requirements,
              coverImage,
              cancellationPolicy,
              status: 'active',
            },
            tx,
          );
        });
        this.pages.clear();
        break;
      } catch (error) {
        // The lock serialises one title's slugs; a title whose slug looks like another's numbered one
        // ('Duo 2' beside a second 'Duo') can still collide, and the loser takes the next free slug.
        if (!isUniqueViolation(error, 'gigs_star_slug_unique') || attempt === SLUG_ATTEMPTS) throw error;
      }
    }
    return { message: SuccessText.gigAdded, gig: await this.ownView(id) };
  }

  async update(userId: string, gigId: string, input: Partial<GigInput>): Promise<GigAnswer> {
    const priceMinor =
      input.price === undefined
        ? undefined
        : await this.checkedPrice(await this.streamer(userId), input.price);
    await this.transactions.run(async (tx) => {
      const gig = await this.owned(userId, gigId, tx);
      const star = await this.streamer(userId);
      const game = await this.gameFor(
        input.gameId === undefined ? gig.gameId : chosenGameId(input.gameId),
        tx,
      );
      const choice = {
        modeId: input.gameModeId === undefined ? gig.gameModeId : optionalId(input.gameModeId),
        platformId: input.platformId === undefined ? gig.platformId : optionalId(input.platformId),
      };
      await this.checkChoice(game.id, choice, tx);
      const patch: GigPatch = { gameId: game.id, gameModeId: choice.modeId, platformId: choice.platformId };
      if (input.gig_title !== undefined)
        patch.title = gigTitle(input.gig_title, game.name, creatorName(star));
      if (input.gig_desc !== undefined) patch.description = gigDescription(input.gig_desc, game.name);
      if (input.requirements !== undefined) patch.requirements = gigRequirements(input.requirements);
      if (input.tags !== undefined) ({ tags: patch.tags, keys: patch.tagKeys } = gigTags(input.tags));
      if (priceMinor !== undefined) {
        patch.priceMinor = priceMinor;
        patch.baseCurrency = baseCurrencyForCountry(star.country);
      }
      if (input.gig_thumb !== undefined) patch.coverImage = checkImagePath(input.gig_thumb);
      if (input.cancellationPolicy !== undefined) {
        patch.cancellationPolicy = gigCancellationPolicy(input.cancellationPolicy);
      }
      await this.gigs.update(gig.id, patch, tx);
    });
    this.pages.clear();
    return { message: SuccessText.gigUpdated, gig: await this.ownView(gigId) };
  }

  async setStatus(userId: string, gigId: string, status: 'active' | 'archived'): Promise<GigAnswer> {
    await this.transactions.run(async (tx) => {
      const gig = await this.owned(userId, gigId, tx);
      if (gig.status !== status) await this.gigs.update(gig.id, { status }, tx);
    });
    this.pages.clear();
    const message = status === 'archived' ? CatalogText.gigArchived : CatalogText.gigUnarchived;
    return { message, gig: await this.ownView(gigId) };
  }

  /** Soft delete: the row stays for orders that point at it; it leaves every list and everyone's favourites. */
  async delete(userId: string, gigId: string): Promise<Message> {
    await this.transactions.run(async (tx) => {
      const gig = await this.owned(userId, gigId, tx);
      await this.gigs.markDeleted(gig.id, tx);
    });
    this.pages.clear();
    return { message: CatalogText.gigDeleted };
  }

  async visible(idOrSlug: string, username?: string): Promise<GigDto> {
    const row = await this.gigs.findVisible(String(idOrSlug ?? '').trim(), username?.trim() || undefined);
    if (!row) throw DomainError.notFound(CatalogText.gigNotFound);
    return toGigDto(row);
  }

  async ofStar(star: { id: string } | { username: string }): Promise<GigDto[]> {
    return (await this.gigs.visibleOfStar(star)).map(toGigDto);
  }

  async inactive(userId: string, starId: string): Promise<GigDto[]> {
    mustBeOwner(userId, starId);
    return (await this.gigs.ownedWithStatus(starId, 'archived')).map(toGigDto);
  }

  /** Clicks, favourites and paid orders per gig (orders counted from booking's order-paid events). */
  async performance(userId: string, starId: string): Promise<GigPerformanceDto[]> {
    mustBeOwner(userId, starId);
    return (await this.gigs.performance(starId)).map((gig) => ({
      gigId: gig.id,
      product_title: gig.title,
      clicks: gig.clicks,
      favorites: gig.favorites,
      orders: gig.orders,
      conversionRate: conversionRate(gig.orders, gig.clicks),
    }));
  }

  /** A well-formed price at or above the minimum of the streamer's currency (the currency the gig is priced in). */
  private async checkedPrice(star: StarRow, price: unknown): Promise<number> {
    const priceMinor = gigPriceMinor(price);
    const currency = baseCurrencyForCountry(star.country);
    const minimum = await this.priceMinimums.of(currency);
    if (priceMinor < toMinorUnits(minimum))
      throw DomainError.invalid(gigPriceBelowMinimumText(currency, minimum));
    return priceMinor;
  }

  private async streamer(userId: string): Promise<StarRow> {
    const star = await this.stars.findById(userId);
    if (!star || !star.listed) throw DomainError.forbidden(AccountText.notInfluencer);
    return star;
  }

  /** The gig, locked, if it exists and belongs to the caller: 404 otherwise, 403 for someone else's. */
  private async owned(userId: string, gigId: string, tx: Executor): Promise<GigRow> {
    const gig = await this.gigs.find(gigId, tx, true);
    if (!gig) throw DomainError.notFound(CatalogText.gigNotFound);
    mustBeOwner(userId, gig.starId);
    return gig;
  }

  /** The game, share-locked so an admin can't delete it while the gig is written. */
  private async gameFor(gameId: string, tx: Executor) {
    const game = await this.games.find(gameId, tx, true);
    if (!game) throw DomainError.invalid(CatalogText.gameNotFound);
    return game;
  }

  private async checkChoice(
    gameId: string,
    choice: { modeId: string | null; platformId: string | null },
    tx: Executor,
  ): Promise<void> {
    const [modes, platformIds] = await Promise.all([
      this.games.modesOf([gameId], tx),
      this.games.platformIdsOf(gameId, tx),
    ]);
    checkModeAndPlatform(choice, {
      modeIds: new Set(modes.map((mode) => mode.id)),
      platformIds: new Set(platformIds),
    });
  }

  private async ownView(gigId: string): Promise<GigDto> {
    const row = await this.gigs.view(gigId);
    if (!row) throw DomainError.notFound(CatalogText.gigNotFound);
    return toGigDto(row);
  }
}

function mustBeOwner(userId: string, starId: string): void {
  if (userId !== starId) throw DomainError.forbidden(AuthText.forbidden);
}

function creatorName(star: StarRow): string {
  return star.fullName.trim() || star.username;
}

/** An optional reference from a form: empty means none. */
function optionalId(value: string | null | undefined): string | null {
  return cleanText(value) ?? null;
}

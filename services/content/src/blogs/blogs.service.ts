import { Inject, Injectable } from '@nestjs/common';
import { and, eq, type SQL } from 'drizzle-orm';
import {
  BLOG_SLUG_PATTERN,
  blogSlugOf,
  BlogLimits,
  BlogListSizes,
  BlogStatuses,
  BlogText,
  ErrorText,
  type AdminBlogRowDto,
  type AdminBlogsQuery,
  type BlogAuthorDto,
  type BlogAuthorPageDto,
  type BlogCardDto,
  type BlogHomeDto,
  type BlogInput,
  type BlogListQuery,
  type BlogPostDto,
  type BlogPostPageDto,
  type BlogReader,
  type BlogStatus,
  type BlogTaxonomyDto,
  type Message,
  type Page,
  type RenameBlogLabelInput,
} from '@lobby/contracts';
import {
  CLOCK,
  type Clock,
  DomainError,
  cleanPageRequest,
  isBotUserAgent,
  markDay,
  newId,
  pageOffset,
  recordStaffAction,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import { blogPosts, type BlogPostRow } from '../db/schema';
import { blogWordCount, sanitizeBlogHtml } from './blog-html';
import {
  BlogsRepository,
  hasCategory,
  hasTag,
  publishedBy,
  statusCondition,
  type BlogPostValues,
} from './blogs.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OWN_UPLOAD = /^\/uploads\/[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]+$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Blogs (spec §2, §9): the public lists (latest, popular, trending, staff picks, featured, categories, tags, an
 * author's posts), one post with related ones, reads counted once per visitor and day (bots never), and staff
 * with Blogs (checked by the gateway) writing drafts, publishing now or at a time, and removing posts — every
 * write audited in its transaction. A post is public once `publishedAt <= now`.
 */
@Injectable()
export class BlogsService {
  constructor(
    private readonly posts: BlogsRepository,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async home(): Promise<BlogHomeDto> {
    const now = this.clock.now();
    const published = publishedBy(now);
    const fromDay = markDay(new Date(now.getTime() - (BlogLimits.trendingDays - 1) * DAY_MS));
    const [featured, latest, popular, trending, staffPicks, categories, tags] = await Promise.all([
      this.posts.list(and(published, sqlFlag('featured')), BlogListSizes.featured),
      this.posts.list(published, BlogListSizes.latest),
      this.posts.popular(now, BlogListSizes.popular),
      this.posts.trending(now, fromDay, BlogListSizes.trending),
      this.posts.list(and(published, sqlFlag('staffPick')), BlogListSizes.staffPicks),
      this.posts.labelCounts('categories', published),
      this.posts.labelCounts('tags', published),
    ]);
    return {
      featured: featured.map(toCard),
      latest: latest.map(toCard),
      popular: popular.map(toCard),
      trending: trending.map(toCard),
      staffPicks: staffPicks.map(toCard),
      categories,
      tags,
    };
  }

  /** Every published post, newest first, pages of the latest list's size; by one category or tag. */
  async list(query: BlogListQuery): Promise<Page<BlogCardDto>> {
    const request = cleanPageRequest({ page: query.page }, BlogListSizes.latest, BlogListSizes.latest);
    const where = and(
      publishedBy(this.clock.now()),
      typeof query.category === 'string' && query.category ? hasCategory(query.category) : undefined,
      typeof query.tag === 'string' && query.tag ? hasTag(query.tag) : undefined,
    );
    const [rows, total] = await Promise.all([
      this.posts.list(where, request.limit, pageOffset(request)),
      this.posts.count(where),
    ]);
    return toPage(rows.map(toCard), total, request);
  }

  async post(slug: string): Promise<BlogPostPageDto> {
    const now = this.clock.now();
    const row = typeof slug === 'string' ? await this.posts.bySlug(slug, publishedBy(now)) : undefined;
    if (!row) throw DomainError.notFound(BlogText.missing);
    const related = await this.posts.related(row, now, BlogListSizes.related);
    return { post: toPost(row, now), related: related.map(toCard) };
  }

  /** The author's published posts, four a page; the author as their newest post saved them. */
  async author(username: string, page: unknown): Promise<BlogAuthorPageDto> {
    if (typeof username !== 'string') throw DomainError.notFound(BlogText.authorMissing);
    const request = cleanPageRequest({ page }, BlogListSizes.author, BlogListSizes.author);
    const where = and(publishedBy(this.clock.now()), authorIs(username));
    const [rows, total, [newest]] = await Promise.all([
      this.posts.list(where, request.limit, pageOffset(request)),
      this.posts.count(where),
      this.posts.list(where, 1),
    ]);
    if (!newest) throw DomainError.notFound(BlogText.authorMissing);
    return { author: authorOf(newest), posts: toPage(rows.map(toCard), total, request) };
  }

  /** Counts a read once per visitor, post and UTC day; bots and unpublished posts count nowhere. */
  async countView(reader: BlogReader & { slug: string }): Promise<Message & { counted: boolean }> {
    const now = this.clock.now();
    const row =
      typeof reader.slug === 'string' ? await this.posts.bySlug(reader.slug, publishedBy(now)) : undefined;
    if (!row) throw DomainError.notFound(BlogText.missing);
    if (isBotUserAgent(reader.userAgent) || typeof reader.visitorId !== 'string' || !reader.visitorId) {
      return { message: 'Not counted', counted: false };
    }
    const counted = await this.transactions.run((tx) =>
      this.posts.countView(row.id, reader.visitorId, markDay(now), tx),
    );
    return { message: counted ? 'View counted' : 'Already counted today', counted };
  }

  async adminList(query: AdminBlogsQuery): Promise<Page<AdminBlogRowDto>> {
    const now = this.clock.now();
    const request = cleanPageRequest(query, BlogListSizes.admin);
    if (query.status !== undefined && !BlogStatuses.includes(query.status)) {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    const search = typeof query.search === 'string' ? query.search.trim().slice(0, BlogLimits.searchMax) : '';
    const where = and(
      query.status ? statusCondition(query.status, now) : undefined,
      search ? this.posts.titleOrSlugLike(search) : undefined,
      typeof query.category === 'string' && query.category ? hasCategory(query.category) : undefined,
      typeof query.tag === 'string' && query.tag ? hasTag(query.tag) : undefined,
    );
    const [rows, total] = await Promise.all([
      this.posts.search(where, request.limit, pageOffset(request)),
      this.posts.count(where),
    ]);
    return toPage(
      rows.map((row) => ({
        ...toCard(row),
        status: statusOf(row, now),
        updatedAt: row.updatedAt.toISOString(),
      })),
      total,
      request,
    );
  }

  async adminPost(id: string): Promise<BlogPostDto> {
    const row = typeof id === 'string' && UUID.test(id) ? await this.posts.find(id) : undefined;
    if (!row) throw DomainError.notFound(BlogText.missing);
    return toPost(row, this.clock.now());
  }

  /** Creates (no id) or updates a post. The author is whoever created it; their snapshot refreshes when they save. */
  async save(
    userId: string,
    id: string | undefined,
    author: BlogAuthorDto,
    input: BlogInput,
  ): Promise<Message & { post: BlogPostDto }> {
    if (id !== undefined && (typeof id !== 'string' || !UUID.test(id)))
      throw DomainError.notFound(BlogText.missing);
    if (!input || typeof input !== 'object' || !author || typeof author.username !== 'string') {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    const now = this.clock.now();
    const fields = cleanInput(input);
    const requestedSlug = typeof input.slug === 'string' ? input.slug.trim() : '';
    if (
      requestedSlug &&
      (!BLOG_SLUG_PATTERN.test(requestedSlug) || requestedSlug.length > BlogLimits.slugMax)
    ) {
      throw DomainError.invalid(BlogText.badSlug);
    }

    const row = await this.transactions.run(async (tx) => {
      const before = id ? await this.posts.lock(id, tx) : undefined;
      if (id && !before) throw DomainError.notFound(BlogText.missing);

      let slug: string;
      if (requestedSlug || !before) await this.posts.lockSlugs(tx);
      if (requestedSlug) {
        const holder = await this.posts.bySlug(requestedSlug, undefined, tx);
        if (holder && holder.id !== id) throw DomainError.conflict(BlogText.slugTaken);
        slug = requestedSlug;
      } else if (before) {
        slug = before.slug;
      } else {
        slug = freeSlug(blogSlugOf(fields.title), await this.posts.slugsLike(blogSlugOf(fields.title), tx));
      }

      const publishedAt = publishTime(input, before, now);
      if (publishedAt && fields.wordCount === 0 && !fields.bodyHtml.includes('<img')) {
        throw DomainError.invalid(BlogText.enterBody);
      }
      const isAuthor = !before || before.authorId === author.id;
      const values: BlogPostValues = {
        slug,
        title: fields.title,
        excerpt: fields.excerpt,
        bodyHtml: fields.bodyHtml,
        coverUrl: fields.coverUrl,
        categories: fields.categories,
        tags: fields.tags,
        staffPick: fields.staffPick,
        featured: fields.featured,
        readingMinutes: Math.max(1, Math.ceil(fields.wordCount / BlogLimits.wordsPerMinute)),
        publishedAt,
        authorId: isAuthor ? author.id : before!.authorId,
        authorUsername: isAuthor ? author.username : before!.authorUsername,
        authorName: isAuthor ? author.fullName || author.username : before!.authorName,
        authorAvatarUrl: isAuthor ? author.avatarUrl : before!.authorAvatarUrl,
      };
      const saved = before
        ? await this.posts.update(before.id, values, tx)
        : await this.posts.insert({ ...values, id: newId() }, tx);
      await recordStaffAction(tx, {
        actorId: userId,
        action: before ? 'content.blog.update' : 'content.blog.create',
        target: { type: 'blog', id: saved.id, label: saved.title },
        before: before ? auditView(before, now) : null,
        after: auditView(saved, now),
      });
      return saved;
    });
    return { message: id ? BlogText.saved : BlogText.created, post: toPost(row, now) };
  }

  async remove(userId: string, id: string): Promise<Message> {
    if (typeof id !== 'string' || !UUID.test(id)) throw DomainError.notFound(BlogText.missing);
    const now = this.clock.now();
    await this.transactions.run(async (tx) => {
      const before = await this.posts.lock(id, tx);
      if (!before) throw DomainError.notFound(BlogText.missing);
      await this.posts.remove(id, tx);
      await recordStaffAction(tx, {
        actorId: userId,
        action: 'content.blog.delete',
        target: { type: 'blog', id, label: before.title },
        before: auditView(before, now),
        after: null,
      });
    });
    return { message: BlogText.removed };
  }

  /** Every category and tag in use (drafts and scheduled posts too), with their post counts. */
  async taxonomy(): Promise<BlogTaxonomyDto> {
    const [categories, tags] = await Promise.all([
      this.posts.labelCounts('categories', undefined),
      this.posts.labelCounts('tags', undefined),
    ]);
    return { categories, tags };
  }

  /** Renames a category or tag on every post (merging into an existing one), or removes it when `to` is empty. */
  async renameLabel(userId: string, input: RenameBlogLabelInput): Promise<Message & BlogTaxonomyDto> {
    if (input?.kind !== 'category' && input?.kind !== 'tag') throw DomainError.invalid(ErrorText.badRequest);
    const from = typeof input.from === 'string' ? input.from.trim() : '';
    const to = typeof input.to === 'string' ? cleanLabel(input.to) : null;
    if (!from || to === null) throw DomainError.invalid(BlogText.badLabels);
    const kind = input.kind === 'category' ? 'categories' : 'tags';
    await this.transactions.run(async (tx) => {
      const changed = await this.posts.renameLabel(kind, from, to || null, tx);
      if (changed === 0) throw DomainError.notFound(BlogText.missing);
      await recordStaffAction(tx, {
        actorId: userId,
        action: to ? `content.blog.${input.kind}.rename` : `content.blog.${input.kind}.remove`,
        target: { type: `blog-${input.kind}`, id: from, label: from },
        before: { name: from, posts: changed },
        after: to ? { name: to } : null,
      });
    });
    return { message: BlogText.saved, ...(await this.taxonomy()) };
  }
}

function sqlFlag(flag: 'featured' | 'staffPick'): SQL {
  return flag === 'featured' ? featuredCondition : staffPickCondition;
}

const featuredCondition = eq(blogPosts.featured, true);
const staffPickCondition = eq(blogPosts.staffPick, true);
const authorIs = (username: string) => eq(blogPosts.authorUsername, username);

function statusOf(row: BlogPostRow, now: Date): BlogStatus {
  if (!row.publishedAt) return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

function authorOf(row: BlogPostRow): BlogAuthorDto {
  return {
    id: row.authorId,
    username: row.authorUsername,
    fullName: row.authorName,
    avatarUrl: row.authorAvatarUrl,
  };
}

function toCard(row: BlogPostRow): BlogCardDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverUrl: row.coverUrl,
    categories: row.categories,
    tags: row.tags,
    author: authorOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readingMinutes: row.readingMinutes,
    views: row.views,
    staffPick: row.staffPick,
    featured: row.featured,
  };
}

function toPost(row: BlogPostRow, now: Date): BlogPostDto {
  return {
    ...toCard(row),
    bodyHtml: row.bodyHtml,
    status: statusOf(row, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log shows of a post: its identity, state and flags, not the whole body. */
function auditView(row: BlogPostRow, now: Date) {
  return {
    title: row.title,
    slug: row.slug,
    status: statusOf(row, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    categories: row.categories,
    tags: row.tags,
    staffPick: row.staffPick,
    featured: row.featured,
    coverUrl: row.coverUrl,
    bodyLength: row.bodyHtml.length,
  };
}

function cleanLabel(value: string): string | null {
  const label = value.trim().replace(/\s+/g, ' ');
  return label.length <= BlogLimits.labelMax ? label : null;
}

function cleanLabels(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > BlogLimits.labelsMax)
    throw DomainError.invalid(BlogText.badLabels);
  const labels: string[] = [];
  for (const item of value) {
    const label = typeof item === 'string' ? cleanLabel(item) : null;
    if (label === null) throw DomainError.invalid(BlogText.badLabels);
    if (label && !labels.some((l) => l.toLowerCase() === label.toLowerCase())) labels.push(label);
  }
  return labels;
}

function cleanInput(input: BlogInput) {
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title) throw DomainError.invalid(BlogText.enterTitle);
  if (title.length > BlogLimits.titleMax) throw DomainError.invalid(BlogText.titleTooLong);
  if (input.excerpt !== undefined && input.excerpt !== null && typeof input.excerpt !== 'string') {
    throw DomainError.invalid(ErrorText.badRequest);
  }
  const excerpt = (input.excerpt ?? '').trim();
  if (excerpt.length > BlogLimits.excerptMax) throw DomainError.invalid(BlogText.excerptTooLong);
  if (typeof input.bodyHtml !== 'string') throw DomainError.invalid(BlogText.enterBody);
  if (input.bodyHtml.length > BlogLimits.bodyMax) throw DomainError.invalid(BlogText.bodyTooLong);
  const bodyHtml = sanitizeBlogHtml(input.bodyHtml);
  const coverUrl = input.coverUrl ?? null;
  if (coverUrl !== null && (typeof coverUrl !== 'string' || !OWN_UPLOAD.test(coverUrl))) {
    throw DomainError.invalid(BlogText.badCover);
  }
  for (const flag of [input.staffPick, input.featured]) {
    if (flag !== undefined && typeof flag !== 'boolean') throw DomainError.invalid(ErrorText.badRequest);
  }
  return {
    title,
    excerpt,
    bodyHtml,
    wordCount: blogWordCount(bodyHtml),
    coverUrl,
    categories: cleanLabels(input.categories),
    tags: cleanLabels(input.tags),
    staffPick: input.staffPick ?? false,
    featured: input.featured ?? false,
  };
}

/**
 * draft: not public (a published post taken back to draft leaves the lists); now: published now, or kept at its
 * first publishing time when it already was; at: a time in the future.
 */
function publishTime(input: BlogInput, before: BlogPostRow | undefined, now: Date): Date | null {
  if (input.publish === 'draft') return null;
  if (input.publish === 'now') {
    return before?.publishedAt && before.publishedAt <= now ? before.publishedAt : now;
  }
  if (input.publish === 'at') {
    const at = typeof input.publishAt === 'string' ? new Date(input.publishAt) : null;
    if (!at || Number.isNaN(at.getTime()) || at <= now) throw DomainError.invalid(BlogText.pickTime);
    return at;
  }
  throw DomainError.invalid(ErrorText.badRequest);
}

function freeSlug(base: string, taken: string[]): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}-${n}`)) return `${base}-${n}`;
}

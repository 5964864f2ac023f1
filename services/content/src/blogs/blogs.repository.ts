import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, isNotNull, isNull, lte, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BlogLabelCount, BlogStatus } from '@lobby/contracts';
import { DATABASE, lockUntilCommit } from '@lobby/service-kit';
import type { ContentDatabase } from '../db/database';
import { blogDailyViews, blogPosts, blogViewMarks, type BlogPostRow } from '../db/schema';

type Executor = Pick<ContentDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type BlogPostValues = Omit<BlogPostRow, 'id' | 'views' | 'createdAt' | 'updatedAt'>;

/** Published at `now`: publishedAt set and passed (a scheduled post needs no job to appear). */
export const publishedBy = (now: Date): SQL =>
  and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now))!;

export function statusCondition(status: BlogStatus, now: Date): SQL {
  if (status === 'draft') return isNull(blogPosts.publishedAt);
  if (status === 'scheduled') return gt(blogPosts.publishedAt, now);
  return publishedBy(now);
}

/** A text[] literal of bound values (drizzle would spread a plain array into a list). */
const textArray = (items: string[]): SQL =>
  sql`ARRAY[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

export const hasCategory = (name: string): SQL => sql`${name} = ANY(${blogPosts.categories})`;
export const hasTag = (name: string): SQL => sql`${name} = ANY(${blogPosts.tags})`;

/** The only code that reads or writes blog posts and their views. */
@Injectable()
export class BlogsRepository {
  constructor(@Inject(DATABASE) private readonly db: ContentDatabase) {}

  async find(id: string, executor: Executor = this.db): Promise<BlogPostRow | undefined> {
    const [row] = await executor.select().from(blogPosts).where(eq(blogPosts.id, id));
    return row;
  }

  async lock(id: string, executor: Executor): Promise<BlogPostRow | undefined> {
    const [row] = await executor.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    return row;
  }

  async bySlug(slug: string, where?: SQL, executor: Executor = this.db): Promise<BlogPostRow | undefined> {
    const [row] = await executor
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), where));
    return row;
  }

  /**
   * Holds, until the transaction ends, the right to take a slug: posts saved at once with the same title or the
   * same typed slug then take `base`, `base-2`, ... or a 409 in turn instead of colliding on the unique index.
   * One key for every slug, since a title's `base-2` can be another post's typed slug (staff save posts rarely).
   */
  async lockSlugs(executor: Executor): Promise<void> {
    await lockUntilCommit(executor, 'blog-slugs');
  }

  /** Slugs equal to `base` or `base-<n>`, to make a free one. */
  async slugsLike(base: string, executor: Executor = this.db): Promise<string[]> {
    const rows = await executor
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(or(eq(blogPosts.slug, base), sql`${blogPosts.slug} ~ ${`^${base}-[0-9]+$`}`));
    return rows.map((row) => row.slug);
  }

  /** Newest first by publishing time (then by id, so equal times keep one order). */
  async list(where: SQL | undefined, limit: number, offset = 0): Promise<BlogPostRow[]> {
    return this.db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset);
  }

  async count(where: SQL | undefined): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(where);
    return row.count;
  }

  /** Most views ever, newest first among equals. */
  async popular(now: Date, limit: number): Promise<BlogPostRow[]> {
    return this.db
      .select()
      .from(blogPosts)
      .where(and(publishedBy(now), gt(blogPosts.views, 0)))
      .orderBy(desc(blogPosts.views), desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit);
  }

  /** Most views counted on the days from `fromDay` (inclusive), newest first among equals. */
  async trending(now: Date, fromDay: string, limit: number): Promise<BlogPostRow[]> {
    const windowViews = sql<number>`sum(${blogDailyViews.views})::int`;
    const rows = await this.db
      .select({ post: blogPosts, windowViews })
      .from(blogDailyViews)
      .innerJoin(blogPosts, eq(blogPosts.id, blogDailyViews.postId))
      .where(and(publishedBy(now), sql`${blogDailyViews.day} >= ${fromDay}`))
      .groupBy(blogPosts.id)
      .orderBy(desc(windowViews), desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit);
    return rows.map((row) => row.post);
  }

  /** Posts sharing a category or tag with `post`, the most shared first, then newest. */
  async related(post: BlogPostRow, now: Date, limit: number): Promise<BlogPostRow[]> {
    const categories = textArray(post.categories);
    const tags = textArray(post.tags);
    const shared = sql<number>`(cardinality(ARRAY(SELECT unnest(${blogPosts.categories}) INTERSECT SELECT unnest(${categories}))) + cardinality(ARRAY(SELECT unnest(${blogPosts.tags}) INTERSECT SELECT unnest(${tags}))))`;
    return this.db
      .select()
      .from(blogPosts)
      .where(
        and(
          publishedBy(now),
          ne(blogPosts.id, post.id),
          sql`(${blogPosts.categories} && ${categories} OR ${blogPosts.tags} && ${tags})`,
        ),
      )
      .orderBy(desc(shared), desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit);
  }

  /** Each category (or tag) of the posts `where` selects, with how many posts carry it; most used first. */
  async labelCounts(kind: 'categories' | 'tags', where: SQL | undefined): Promise<BlogLabelCount[]> {
    const column = kind === 'categories' ? blogPosts.categories : blogPosts.tags;
    const rows = await this.db.execute<{ name: string; count: number }>(sql`
      SELECT label AS name, count(*)::int AS count
      FROM ${blogPosts}, unnest(${column}) AS label
      ${where ? sql`WHERE ${where}` : sql``}
      GROUP BY label
      ORDER BY count(*) DESC, label ASC`);
    return rows.rows.map((row) => ({ name: row.name, count: Number(row.count) }));
  }

  async search(where: SQL | undefined, limit: number, offset: number): Promise<BlogPostRow[]> {
    return this.db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset);
  }

  async insert(values: BlogPostValues & { id: string }, executor: Executor): Promise<BlogPostRow> {
    const [row] = await executor.insert(blogPosts).values(values).returning();
    return row;
  }

  async update(id: string, values: Partial<BlogPostValues>, executor: Executor): Promise<BlogPostRow> {
    const [row] = await executor
      .update(blogPosts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning();
    return row;
  }

  async remove(id: string, executor: Executor): Promise<void> {
    await executor.delete(blogPosts).where(eq(blogPosts.id, id));
  }

  /** Renames (or, with `to` null, removes) a label on every post carrying it; answers the posts changed. */
  async renameLabel(kind: 'categories' | 'tags', from: string, to: string | null, executor: Executor) {
    const column = kind === 'categories' ? blogPosts.categories : blogPosts.tags;
    const next = to
      ? sql`ARRAY(SELECT l FROM unnest(array_replace(${column}, ${from}, ${to})) WITH ORDINALITY AS t(l, n) GROUP BY l ORDER BY min(n))`
      : sql`array_remove(${column}, ${from})`;
    const rows = await executor
      .update(blogPosts)
      .set(kind === 'categories' ? { categories: next } : { tags: next })
      .where(sql`${from} = ANY(${column})`)
      .returning({ id: blogPosts.id });
    return rows.length;
  }

  /** One read by a visitor on a day: true when it is the first (then the totals grow by one). */
  async countView(postId: string, visitorId: string, day: string, executor: Executor): Promise<boolean> {
    const marked = await executor
      .insert(blogViewMarks)
      .values({ postId, visitorId, day })
      .onConflictDoNothing()
      .returning({ postId: blogViewMarks.postId });
    if (marked.length === 0) return false;
    await executor
      .update(blogPosts)
      .set({ views: sql`${blogPosts.views} + 1` })
      .where(eq(blogPosts.id, postId));
    await executor
      .insert(blogDailyViews)
      .values({ postId, day, views: 1 })
      .onConflictDoUpdate({
        target: [blogDailyViews.postId, blogDailyViews.day],
        set: { views: sql`${blogDailyViews.views} + 1` },
      });
    return true;
  }

  titleOrSlugLike(search: string): SQL {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern))!;
  }
}

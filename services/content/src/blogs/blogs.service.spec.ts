import { AuditEventSubjects, BlogText, type BlogInput } from '@lobby/contracts';
import { CLOCK, type Clock } from '@lobby/service-kit';
import { refusal, ServiceHarness } from '@lobby/test-kit';
import { contentService } from '../content.definition';

const staffId = '0190d7a0-0000-7000-8000-00000000000a';
interface Author {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
}
const author: Author = {
  id: staffId,
  username: 'ava',
  fullName: 'Ava Writer',
  avatarUrl: '/uploads/avatars/0190d7a0-0000-7000-8000-0000000000aa.webp',
};
const otherAuthor: Author = {
  id: '0190d7a0-0000-7000-8000-00000000000b',
  username: 'ben',
  fullName: 'Ben',
  avatarUrl: null,
};
const body = '<p>Hello <strong>world</strong></p><script>alert(1)</script>';

describe('content: blogs', () => {
  const content = new ServiceHarness(contentService);
  let clock: jest.SpyInstance<Date, []>;
  let now = new Date('2026-03-10T12:00:00Z');
  const at = (iso: string) => {
    now = new Date(iso);
  };
  beforeAll(async () => {
    await content.start();
    clock = jest.spyOn(content.service.app.get<Clock>(CLOCK), 'now').mockImplementation(() => now);
  }, 30_000);
  afterAll(() => content.stop());

  const save = (input: Partial<BlogInput> & { title: string }, id?: string, by = author) =>
    content.send('content.saveBlog', {
      userId: by.id,
      id,
      author: by,
      input: { bodyHtml: body, publish: 'now', ...input },
    });
  const read = (
    slug: string,
    visitorId: string,
    userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  ) => content.send('content.countBlogView', { slug, visitorId, userAgent });
  const titles = (cards: { title: string }[]) => cards.map((card) => card.title);

  it('publishes seven posts over seven days and lists them by the spec sizes, newest first', async () => {
    for (let day = 1; day <= 7; day++) {
      at(`2026-03-0${day}T10:00:00Z`);
      await save({
        title: `Post ${day}`,
        categories: day % 2 ? ['Guides'] : ['News'],
        tags: ['lobby', ...(day <= 2 ? ['old'] : [])],
        staffPick: day !== 3,
        featured: day >= 3,
      });
    }
    at('2026-03-10T12:00:00Z');
    const home = await content.send('content.blogHome', {});
    expect(titles(home.latest)).toEqual(['Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3']);
    expect(titles(home.featured)).toEqual(['Post 7', 'Post 6', 'Post 5']);
    expect(titles(home.staffPicks)).toEqual(['Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 2']);
    expect(home.popular).toEqual([]);
    expect(home.trending).toEqual([]);
    expect(home.categories).toEqual([
      { name: 'Guides', count: 4 },
      { name: 'News', count: 3 },
    ]);
    expect(home.tags).toEqual([
      { name: 'lobby', count: 7 },
      { name: 'old', count: 2 },
    ]);
    expect(home.latest[0]).toMatchObject({ slug: 'post-7', author, readingMinutes: 1, views: 0 });
    expect(home.latest[0]).not.toHaveProperty('bodyHtml');

    const page2 = await content.send('content.blogList', { page: 2 });
    expect(page2).toMatchObject({ page: 2, limit: 5, total: 7, totalPages: 2 });
    expect(titles(page2.data)).toEqual(['Post 2', 'Post 1']);
    expect(titles((await content.send('content.blogList', { tag: 'old' })).data)).toEqual([
      'Post 2',
      'Post 1',
    ]);
    expect(titles((await content.send('content.blogList', { category: 'News' })).data)).toEqual([
      'Post 6',
      'Post 4',
      'Post 2',
    ]);
  });

  it('stores the body sanitised and answers one post with related ones (shared labels first)', async () => {
    const { post, related } = await content.send('content.blogPost', { slug: 'post-5' });
    expect(post.bodyHtml).toBe('<p>Hello <strong>world</strong></p>');
    expect(post.status).toBe('published');
    expect(titles(related)).toEqual(['Post 7', 'Post 3', 'Post 1']);
    expect(await refusal(content.send('content.blogPost', { slug: 'nope' }))).toEqual({
      status: 404,
      message: BlogText.missing,
    });
  });

  it('counts a read once per visitor and day, never a bot, and ranks popular (ever) and trending (7 days)', async () => {
    // Post 1 was read a lot long ago; Post 2 a little this week.
    at('2026-02-01T09:00:00Z');
    // Not yet published then: nothing to count.
    expect(await refusal(read('post-1', 'v0'))).toMatchObject({ status: 404 });
    at('2026-03-02T09:00:00Z');
    for (const visitor of ['a', 'b', 'c', 'd', 'e'])
      expect((await read('post-1', visitor)).counted).toBe(true);
    expect((await read('post-1', 'a')).counted).toBe(false);
    expect((await read('post-1', 'bot', 'Mozilla/5.0 (compatible; Googlebot/2.1)')).counted).toBe(false);
    expect((await read('post-1', 'hl', 'Mozilla/5.0 HeadlessChrome/140')).counted).toBe(false);

    at('2026-03-09T09:00:00Z');
    for (const visitor of ['a', 'b']) await read('post-2', visitor);
    await read('post-6', 'a');
    at('2026-03-10T09:00:00Z');
    for (const visitor of ['a', 'b']) await read('post-2', visitor); // a new day counts again
    await read('post-6', 'b');
    await read('post-7', 'a');
    await read('post-5', 'a');

    at('2026-03-10T12:00:00Z');
    const home = await content.send('content.blogHome', {});
    expect(home.popular.map((c) => [c.title, c.views])).toEqual([
      ['Post 1', 5],
      ['Post 2', 4],
      ['Post 6', 2],
      ['Post 7', 1],
    ]);
    expect(titles(home.trending)).toEqual(['Post 2', 'Post 6', 'Post 7', 'Post 5']);

    // The window is the last seven days, today included: the reads of 9 March leave it on the 16th, the rest on the 17th.
    at('2026-03-15T23:59:00Z');
    expect(titles((await content.send('content.blogHome', {})).trending)).toEqual([
      'Post 2',
      'Post 6',
      'Post 7',
      'Post 5',
    ]);
    at('2026-03-16T00:00:00Z');
    expect(titles((await content.send('content.blogHome', {})).trending)).toEqual([
      'Post 2',
      'Post 7',
      'Post 6',
      'Post 5',
    ]);
    at('2026-03-17T00:00:00Z');
    expect((await content.send('content.blogHome', {})).trending).toEqual([]);
    at('2026-03-10T12:00:00Z');
  });

  it('keeps drafts and scheduled posts out until their time, with no job (publishedAt <= now)', async () => {
    const draft = (await save({ title: 'Draft one', publish: 'draft' })).post;
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, slug: 'draft-one' });
    const scheduled = (
      await save(
        { title: 'Scheduled one', publish: 'at', publishAt: '2026-03-10T12:00:05Z' },
        undefined,
        otherAuthor,
      )
    ).post;
    expect(scheduled.status).toBe('scheduled');
    const admin = await content.send('content.adminBlogs', { userId: staffId, status: 'scheduled' });
    expect(titles(admin.data)).toEqual(['Scheduled one']);
    expect(
      titles((await content.send('content.adminBlogs', { userId: staffId, status: 'draft' })).data),
    ).toEqual(['Draft one']);
    expect((await content.send('content.adminBlogs', { userId: staffId, search: 'post' })).total).toBe(7);
    expect(titles((await content.send('content.blogHome', {})).latest)[0]).toBe('Post 7');
    expect(await refusal(content.send('content.blogPost', { slug: 'scheduled-one' }))).toMatchObject({
      status: 404,
    });
    expect(await refusal(content.send('content.blogAuthor', { username: 'ben' }))).toEqual({
      status: 404,
      message: BlogText.authorMissing,
    });

    at('2026-03-10T12:00:05Z');
    expect(titles((await content.send('content.blogHome', {})).latest)[0]).toBe('Scheduled one');
    expect((await content.send('content.blogPost', { slug: 'scheduled-one' })).post.status).toBe('published');
    expect(await content.send('content.blogAuthor', { username: 'ben' })).toMatchObject({
      author: otherAuthor,
      posts: { total: 1, data: [{ title: 'Scheduled one' }] },
    });
    // A time in the past is refused.
    expect(await refusal(save({ title: 'Late', publish: 'at', publishAt: '2026-03-10T12:00:00Z' }))).toEqual({
      status: 400,
      message: BlogText.pickTime,
    });
  });

  it("pages an author's posts four at a time", async () => {
    const first = await content.send('content.blogAuthor', { username: 'ava' });
    expect(first.author).toEqual(author);
    expect(first.posts).toMatchObject({ limit: 4, total: 7, totalPages: 2 });
    expect(titles(first.posts.data)).toEqual(['Post 7', 'Post 6', 'Post 5', 'Post 4']);
    expect(
      titles((await content.send('content.blogAuthor', { username: 'ava', page: 2 })).posts.data),
    ).toEqual(['Post 3', 'Post 2', 'Post 1']);
  });

  it('keeps slugs unique: made ones get a number, a taken one asked for is refused', async () => {
    expect((await save({ title: 'Post 1!' })).post.slug).toBe('post-1-2');
    expect((await save({ title: 'Post  1' })).post.slug).toBe('post-1-3');
    expect(await refusal(save({ title: 'Other', slug: 'post-2' }))).toEqual({
      status: 409,
      message: BlogText.slugTaken,
    });
    expect(await refusal(save({ title: 'Other', slug: 'Bad Slug' }))).toEqual({
      status: 400,
      message: BlogText.badSlug,
    });
    const own = (await content.send('content.blogPost', { slug: 'post-3' })).post;
    // Saving a post under its own slug is fine; renaming it frees the old one.
    const renamed = await save({ title: 'Post 3', slug: 'third-post', categories: ['Guides'] }, own.id);
    expect(renamed.post.slug).toBe('third-post');
    expect((await save({ title: 'Post 3' })).post.slug).toBe('post-3');
  });

  it('gives posts created at once with one title a slug each, and one typed slug to only one of them', async () => {
    const sameTitle = await Promise.all(Array.from({ length: 8 }, () => save({ title: 'Launch day' })));
    expect(sameTitle.map(({ post }) => post.slug).sort()).toEqual([
      'launch-day',
      ...Array.from({ length: 7 }, (_, index) => `launch-day-${index + 2}`),
    ]);
    const sameSlug = await Promise.all(
      Array.from({ length: 4 }, () =>
        save({ title: 'Patch notes', slug: 'patch-notes' }).then(
          ({ post }) => post.slug,
          (error: { status: number; message: string }) => `${error.status} ${error.message}`,
        ),
      ),
    );
    expect(sameSlug.sort()).toEqual([...Array(3).fill(`409 ${BlogText.slugTaken}`), 'patch-notes']);
  });

  it('refuses bad input with its reason, and records every write in the audit log', async () => {
    expect(await refusal(save({ title: '  ' }))).toEqual({ status: 400, message: BlogText.enterTitle });
    expect(await refusal(save({ title: 'Empty', bodyHtml: '<script>x</script>' }))).toEqual({
      status: 400,
      message: BlogText.enterBody,
    });
    expect(await refusal(save({ title: 'Cover', coverUrl: 'https://evil.example/x.png' }))).toEqual({
      status: 400,
      message: BlogText.badCover,
    });
    expect(
      await refusal(save({ title: 'Tags', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })),
    ).toEqual({
      status: 400,
      message: BlogText.badLabels,
    });
    expect(await refusal(save({ title: 'Mode', publish: 'later' as 'now' }))).toMatchObject({ status: 400 });

    const { post } = await save({ title: 'Audited', publish: 'draft' });
    await save({ title: 'Audited again', publish: 'now' }, post.id);
    await content.send('content.removeBlog', { userId: staffId, id: post.id });
    expect(await refusal(content.send('content.removeBlog', { userId: staffId, id: post.id }))).toEqual({
      status: 404,
      message: BlogText.missing,
    });
    const { rows } = await content.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->'target'->>'id' = $2 ORDER BY created_at`,
      [AuditEventSubjects.staffAction, post.id],
    );
    expect(
      rows.map((r) => [r.payload.action, r.payload.before?.status ?? null, r.payload.after?.status ?? null]),
    ).toEqual([
      ['content.blog.create', null, 'draft'],
      ['content.blog.update', 'draft', 'published'],
      ['content.blog.delete', 'published', null],
    ]);
  });

  it('renames and removes a category on every post (blog manager), audited', async () => {
    const renamed = await content.send('content.renameBlogLabel', {
      userId: staffId,
      kind: 'category',
      from: 'News',
      to: 'Guides',
    });
    expect(renamed.categories.map((c) => c.name)).toEqual(['Guides']);
    const removed = await content.send('content.renameBlogLabel', {
      userId: staffId,
      kind: 'tag',
      from: 'old',
      to: '',
    });
    expect(removed.tags.map((t) => t.name)).toEqual(['lobby']);
    expect(clock).toHaveBeenCalled();
  });
});

import { BlogText, ErrorText } from '@lobby/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../services/identity/src/seed/demo-accounts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { imageForm, picture } from './support/catalog-fixtures';

const admin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('gateway: blogs', () => {
  const stack = new GatewayHarness();
  let adminToken: string;
  let fan: SignedInUser;
  let reader: SignedInUser;
  let writer: SignedInUser;
  beforeAll(async () => {
    await stack.start({}, { SEED_DEMO_DATA: 'true' }, { content: true });
    adminToken = await stack.accessTokenOf(admin.email, DEMO_PASSWORD);
    fan = await stack.signedInUser();
    reader = await stack.staffUser([{ service: 'Blogs', read: true, write: false }], 'marketing');
    writer = await stack.staffUser([{ service: 'Blogs', read: true, write: true }], 'marketing');
  }, 60_000);
  afterAll(() => stack.stop());

  const post = {
    title: 'Hello readers',
    bodyHtml: '<p>Hi <em>there</em><img src=x onerror=alert(1)></p>',
    publish: 'now',
  };

  it('lets staff with Blogs write publish a post with an uploaded cover; its author is that member', async () => {
    const cover = await stack.post('/api/admin/blogs/cover', imageForm(await picture('png', 2000, 1000)), {
      token: writer.accessToken,
    });
    expect(cover).toMatchObject({
      status: 201,
      body: { url: expect.stringMatching(/^\/uploads\/blog-images\//) },
    });
    const created = await stack.post(
      '/api/admin/blogs',
      { ...post, coverUrl: cover.body.url, categories: ['News'] },
      { token: writer.accessToken },
    );
    expect(created).toMatchObject({
      status: 201,
      body: {
        message: BlogText.created,
        post: { slug: 'hello-readers', status: 'published', bodyHtml: '<p>Hi <em>there</em></p>' },
      },
    });
    const { author } = created.body.post;
    expect(author).toMatchObject({ id: writer.id, username: writer.username });

    const home = await stack.get('/api/blogs/home');
    expect(home.body.latest.map((card: { slug: string }) => card.slug)).toEqual(['hello-readers']);
    expect((await stack.get('/api/blogs/post/hello-readers')).body.post.coverUrl).toBe(cover.body.url);
    expect((await stack.get(`/api/blogs/author/${author.username}`)).body.posts.total).toBe(1);
    expect((await stack.get('/api/blogs?category=News')).body.total).toBe(1);

    const view = () =>
      stack.post('/api/blogs/post/hello-readers/view', undefined, { headers: { 'user-agent': BROWSER } });
    expect((await view()).body.counted).toBe(true);
    expect((await view()).body.counted).toBe(false);
    expect(
      (
        await stack.post('/api/blogs/post/hello-readers/view', undefined, {
          headers: { 'user-agent': 'curl/8.5' },
        })
      ).body.counted,
    ).toBe(false);
    expect((await stack.get('/api/blogs/home')).body.popular[0]).toMatchObject({
      slug: 'hello-readers',
      views: 1,
    });
  });

  it('refuses everyone without the grant: 401 signed out, 403 for fans, other staff and readers writing', async () => {
    const other = await stack.staffUser([{ service: 'FAQ', read: true, write: true }], 'marketing');
    expect(await stack.get('/api/admin/blogs')).toMatchObject(signInRequired);
    for (const caller of [fan, other]) {
      expect(await stack.get('/api/admin/blogs', { token: caller.accessToken })).toMatchObject(forbidden);
    }
    for (const caller of [fan, other, reader]) {
      expect(await stack.post('/api/admin/blogs', post, { token: caller.accessToken })).toMatchObject(
        forbidden,
      );
      expect(
        await stack.put(
          '/api/admin/blog-labels',
          { kind: 'tag', from: 'a', to: 'b' },
          { token: caller.accessToken },
        ),
      ).toMatchObject(forbidden);
    }
    const list = await stack.get('/api/admin/blogs?status=published', { token: reader.accessToken });
    expect(list).toMatchObject({ status: 200, body: { total: 1, limit: 10 } });
  });

  it('answers malformed input with 400 and its reason, unknown ones with 404, a taken slug with 409', async () => {
    const create = (body: unknown) => stack.post('/api/admin/blogs', body, { token: adminToken });
    expect(await create({ ...post, title: 5 })).toMatchObject(invalid(BlogText.enterTitle));
    expect(await create({ ...post, title: '   ' })).toMatchObject(invalid(BlogText.enterTitle));
    expect(await create({ ...post, slug: 'Not A Slug' })).toMatchObject(invalid(BlogText.badSlug));
    expect(await create({ ...post, publish: 'whenever' })).toMatchObject(invalid(ErrorText.badRequest));
    expect(await create({ ...post, publish: 'at', publishAt: 'tomorrow' })).toMatchObject(
      invalid(BlogText.pickTime),
    );
    expect(await create({ ...post, publish: 'at', publishAt: '2001-01-01T00:00:00Z' })).toMatchObject(
      invalid(BlogText.pickTime),
    );
    expect(await create({ ...post, tags: 'news' })).toMatchObject(invalid(BlogText.badLabels));
    expect(await create({ ...post, coverUrl: 'javascript:alert(1)' })).toMatchObject(
      invalid(BlogText.badCover),
    );
    expect(await create({ ...post, slug: 'hello-readers' })).toMatchObject(conflict(BlogText.slugTaken));
    expect(await stack.get('/api/admin/blogs?status=old', { token: adminToken })).toMatchObject(
      invalid(ErrorText.badRequest),
    );
    expect(await stack.get('/api/admin/blogs/not-an-id', { token: adminToken })).toMatchObject(
      invalid(BlogText.missing),
    );
    expect(
      await stack.put('/api/admin/blogs/0190d7a0-0000-7000-8000-000000000000', post, { token: adminToken }),
    ).toMatchObject(notFound(BlogText.missing));
    expect(await stack.get('/api/blogs/post/nothing-here')).toMatchObject(notFound(BlogText.missing));
    expect(await stack.get('/api/blogs/author/nobody')).toMatchObject(notFound(BlogText.authorMissing));
    expect(await stack.get('/api/blogs?page=0')).toMatchObject({ status: 400 });
    expect(
      await stack.post('/api/admin/blogs/cover', imageForm(Buffer.from('<svg onload=alert(1)>')), {
        token: adminToken,
      }),
    ).toMatchObject({ status: 400 });
  });
});

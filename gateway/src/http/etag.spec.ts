import Fastify, { type FastifyInstance } from 'fastify';
import { PUBLIC_LIST_CACHE_CONTROL, VIEWER_LIST_CACHE_CONTROL, registerPublicListEtags } from './etag';

/** The public lists' ETag and Cache-Control, on a bare Fastify with the gateway's hook. */
describe('gateway: ETag and Cache-Control on the public lists', () => {
  let app: FastifyInstance;
  let body = { data: [{ _id: 'g1', product_title: 'Old title' }], total: 1 };

  beforeAll(async () => {
    app = Fastify();
    registerPublicListEtags(app);
    app.get('/api/get/GigsForScroll', async () => body);
    app.get('/api/get/paginatedproducts/:id', async () => body);
    app.get('/api/get_allfavorites', async () => body);
    app.get('/api/get/PaginatedStars', async (_request, reply) =>
      reply.code(400).send({ message: 'Bad request' }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('tags an anonymous answer, lets caches keep it a second, and answers 304 to its tag', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/get/GigsForScroll?page=1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_LIST_CACHE_CONTROL);
    expect(first.headers.vary).toContain('Authorization');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await app.inject({
      method: 'GET',
      url: '/api/get/GigsForScroll?page=1',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    body = { data: [{ _id: 'g1', product_title: 'New title' }], total: 1 };
    const changed = await app.inject({
      method: 'GET',
      url: '/api/get/GigsForScroll?page=1',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(body);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("keeps a signed-in viewer's answer private, and tags a route with a parameter", async () => {
    const viewer = await app.inject({
      method: 'GET',
      url: '/api/get/paginatedproducts/abc',
      headers: { authorization: 'Bearer x' },
    });
    expect(viewer.headers['cache-control']).toBe(VIEWER_LIST_CACHE_CONTROL);
    expect(viewer.headers.etag).toBeDefined();
  });

  it('leaves other routes and failed answers alone', async () => {
    const favourites = await app.inject({ method: 'GET', url: '/api/get_allfavorites' });
    expect(favourites.headers.etag).toBeUndefined();
    const failed = await app.inject({ method: 'GET', url: '/api/get/PaginatedStars' });
    expect(failed.statusCode).toBe(400);
    expect(failed.headers.etag).toBeUndefined();
  });
});

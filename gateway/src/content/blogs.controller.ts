import { createHash } from 'node:crypto';
import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { CurrentUser, OptionalSignIn } from '../auth/auth.decorators';
import type { AuthenticatedUser, GatewayRequest } from '../auth/authenticated-user';
import { SearchRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/**
 * The public blog (spec §2 /blogs, /blogs/{slug}, /blogs/author/{username}; §9 sizes). A read is counted by its
 * own call from the post's page, once per visitor and day; the visitor is the signed-in user, else a hash of the
 * address and user agent (as for catalog's views).
 */
@Controller('api/blogs')
export class BlogsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('home')
  home() {
    return this.rpc.send('content.blogHome', {});
  }

  @Get()
  list(@Query() query: Parsed<'blogs', 'list', 'query'>) {
    return this.rpc.send('content.blogList', { page: query.page, category: query.category, tag: query.tag });
  }

  @Get('post/:slug')
  post(@Param() { slug }: Parsed<'blogs', 'post', 'params'>) {
    return this.rpc.send('content.blogPost', { slug });
  }

  @Post('post/:slug/view')
  @HttpCode(200)
  @OptionalSignIn()
  @SearchRateLimit()
  view(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Req() request: GatewayRequest,
    @Param() { slug }: Parsed<'blogs', 'view', 'params'>,
  ) {
    const userAgent = String(request.headers['user-agent'] ?? '');
    const visitorId = viewer
      ? viewer.userId
      : `anon:${createHash('sha256').update(`${request.ip}\n${userAgent}`).digest('hex').slice(0, 32)}`;
    return this.rpc.send('content.countBlogView', { slug, visitorId, userAgent });
  }

  @Get('author/:username')
  author(
    @Param() { username }: Parsed<'blogs', 'author', 'params'>,
    @Query() { page }: Parsed<'blogs', 'author', 'query'>,
  ) {
    return this.rpc.send('content.blogAuthor', { username, page });
  }
}

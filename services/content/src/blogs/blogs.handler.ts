import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { BlogsService } from './blogs.service';

@Controller()
export class BlogsHandler {
  constructor(private readonly blogs: BlogsService) {}

  @Handles('content.blogHome')
  home() {
    return this.blogs.home();
  }

  @Handles('content.blogList')
  list(@Payload() query: RequestOf<'content.blogList'>) {
    return this.blogs.list(query ?? {});
  }

  @Handles('content.blogPost')
  post(@Payload() { slug }: RequestOf<'content.blogPost'>) {
    return this.blogs.post(slug);
  }

  @Handles('content.blogAuthor')
  author(@Payload() { username, page }: RequestOf<'content.blogAuthor'>) {
    return this.blogs.author(username, page);
  }

  @Handles('content.countBlogView')
  countView(@Payload() reader: RequestOf<'content.countBlogView'>) {
    return this.blogs.countView(reader);
  }

  @Handles('content.adminBlogs')
  adminList(@Payload() { userId: _userId, ...query }: RequestOf<'content.adminBlogs'>) {
    return this.blogs.adminList(query);
  }

  @Handles('content.adminBlog')
  adminPost(@Payload() { id }: RequestOf<'content.adminBlog'>) {
    return this.blogs.adminPost(id);
  }

  @Handles('content.saveBlog')
  save(@Payload() { userId, id, author, input }: RequestOf<'content.saveBlog'>) {
    return this.blogs.save(userId, id, author, input);
  }

  @Handles('content.removeBlog')
  remove(@Payload() { userId, id }: RequestOf<'content.removeBlog'>) {
    return this.blogs.remove(userId, id);
  }

  @Handles('content.blogTaxonomy')
  taxonomy() {
    return this.blogs.taxonomy();
  }

  @Handles('content.renameBlogLabel')
  renameLabel(@Payload() { userId, ...input }: RequestOf<'content.renameBlogLabel'>) {
    return this.blogs.renameLabel(userId, input);
  }
}

import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import type { BlogAuthorDto, Parsed } from '@lobby/contracts';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { ImagePresets } from '../uploads/image-processing';
import { MultipartForm, UploadedFormFile, type UploadedFile } from '../uploads/multipart-form';
import { UploadedImages } from '../uploads/uploaded-images.service';

const COVER_FORM = { file: 'image', maxFileBytes: 10 * 1024 * 1024 };

/**
 * Staff with Blogs (StaffRouteTable): /admin/blogs lists every post, /admin/blog-editor writes one,
 * /admin/blog-manager renames categories and tags, /admin/blog previews one. The author is the staff member
 * saving, with their name and picture from identity at that moment (a snapshot the public pages show).
 */
@Controller('api/admin')
@StaffRoute()
export class BlogsAdminController {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(UploadedImages) private readonly images: UploadedImages,
  ) {}

  @Get('blogs')
  list(@CurrentUser() staff: AuthenticatedUser, @Query() query: Parsed<'adminBlogs', 'list', 'query'>) {
    return this.rpc.send('content.adminBlogs', { ...query, userId: staff.userId });
  }

  @Get('blogs/:id')
  get(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: Parsed<'adminBlogs', 'get', 'params'>) {
    return this.rpc.send('content.adminBlog', { userId: staff.userId, id });
  }

  @Post('blogs')
  async create(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() input: Parsed<'adminBlogs', 'create', 'body'>,
  ) {
    return this.rpc.send('content.saveBlog', {
      userId: staff.userId,
      author: await this.author(staff),
      input,
    });
  }

  @Put('blogs/:id')
  async update(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'adminBlogs', 'update', 'params'>,
    @Body() input: Parsed<'adminBlogs', 'update', 'body'>,
  ) {
    return this.rpc.send('content.saveBlog', {
      userId: staff.userId,
      id,
      author: await this.author(staff),
      input,
    });
  }

  @Delete('blogs/:id')
  remove(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: Parsed<'adminBlogs', 'remove', 'params'>) {
    return this.rpc.send('content.removeBlog', { userId: staff.userId, id });
  }

  /** A cover or a picture in the body (form field `image`) → `{ url }` under /uploads/blog-images. */
  @Post('blogs/cover')
  @MultipartForm(COVER_FORM)
  uploadCover(@UploadedFormFile() image: UploadedFile | null) {
    return this.images.storeWhile(image, ImagePresets.blogImage, async (url) => ({ url }));
  }

  @Get('blog-labels')
  labels(@CurrentUser() staff: AuthenticatedUser) {
    return this.rpc.send('content.blogTaxonomy', { userId: staff.userId });
  }

  @Put('blog-labels')
  renameLabel(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() body: Parsed<'adminBlogs', 'renameLabel', 'body'>,
  ) {
    return this.rpc.send('content.renameBlogLabel', { ...body, userId: staff.userId });
  }

  private async author(staff: AuthenticatedUser): Promise<BlogAuthorDto> {
    const user = await this.rpc.send('identity.currentUser', { userId: staff.userId });
    return { id: user._id, username: user.username, fullName: user.fullName, avatarUrl: user.images.url };
  }
}

import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import {
  AuthText,
  hasPermission,
  type StaffService,
  type Parsed,
  type StaffImageKind,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type ImagePreset, ImagePresets } from '../uploads/image-processing';
import { MultipartForm, UploadedFormFile, type UploadedFile } from '../uploads/multipart-form';
import { UploadedImages } from '../uploads/uploaded-images.service';

/** Staff pictures may be larger than a profile picture: a game background is a full-screen image. */
const STAFF_IMAGE_FORM = { file: 'image', maxFileBytes: 10 * 1024 * 1024 };

const PRESET_OF_KIND: Record<StaffImageKind, ImagePreset> = {
  game: ImagePresets.gameImage,
  logo: ImagePresets.gameLogo,
  background: ImagePresets.gameBackground,
  banner: ImagePresets.banner,
  platform: ImagePresets.platformIcon,
};

/** The staff service each kind of picture belongs to: uploading one takes write on it (spec §6). */
const SERVICE_OF_KIND: Record<StaffImageKind, StaffService> = {
  game: 'games',
  logo: 'games',
  background: 'games',
  banner: 'Banners',
  platform: 'Platforms',
};

/**
 * Staff manage games, platforms and landing banners (spec §7 Admin), each with its own permission
 * (StaffRouteTable).
 */
@Controller('api')
@StaffRoute()
export class CatalogAdminController {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(UploadedImages) private readonly images: UploadedImages,
  ) {}

  @Get('admin/games')
  games(@Query() query: Parsed<'catalogAdmin', 'games', 'query'>) {
    return this.rpc.send('catalog.gamesForScroll', {
      ...query,
      sort: 'alphabetically',
    });
  }

  @Post('admin/games')
  createGame(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() body: Parsed<'catalogAdmin', 'createGame', 'body'>,
  ) {
    return this.rpc.send('catalog.createGame', { ...body, userId: staff.userId });
  }

  @Put('admin/games/:id')
  updateGame(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'catalogAdmin', 'updateGame', 'params'>,
    @Body() body: Parsed<'catalogAdmin', 'updateGame', 'body'>,
  ) {
    return this.rpc.send('catalog.updateGame', { ...body, userId: staff.userId, gameId: id });
  }

  @Delete('admin/games/:id')
  deleteGame(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'catalogAdmin', 'updateGame', 'params'>,
  ) {
    return this.rpc.send('catalog.deleteGame', { userId: staff.userId, gameId: id });
  }

  @Post('admin/platforms')
  createPlatform(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() body: Parsed<'catalogAdmin', 'createPlatform', 'body'>,
  ) {
    return this.rpc.send('catalog.createPlatform', { ...body, userId: staff.userId });
  }

  @Put('admin/platforms/:id')
  updatePlatform(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'catalogAdmin', 'updatePlatform', 'params'>,
    @Body() body: Parsed<'catalogAdmin', 'updatePlatform', 'body'>,
  ) {
    return this.rpc.send('catalog.updatePlatform', { ...body, userId: staff.userId, platformId: id });
  }

  @Delete('admin/platforms/:id')
  deletePlatform(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'catalogAdmin', 'updatePlatform', 'params'>,
  ) {
    return this.rpc.send('catalog.deletePlatform', { userId: staff.userId, platformId: id });
  }

  /** Every banner, inactive ones too (the public list has only the active ones). */
  @Get('get/admin/banners')
  banners(@CurrentUser() staff: AuthenticatedUser) {
    return this.rpc.send('catalog.adminBanners', { userId: staff.userId });
  }

  @Post('admin/banners')
  createBanner(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() body: Parsed<'catalogAdmin', 'createBanner', 'body'>,
  ) {
    return this.rpc.send('catalog.createBanner', { ...body, userId: staff.userId });
  }

  @Put('admin/banners/:id')
  updateBanner(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'catalogAdmin', 'updateBanner', 'params'>,
    @Body() body: Parsed<'catalogAdmin', 'updateBanner', 'body'>,
  ) {
    return this.rpc.send('catalog.updateBanner', { ...body, userId: staff.userId, bannerId: id });
  }

  @Delete('admin/banners/:id')
  deleteBanner(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'catalogAdmin', 'updateBanner', 'params'>,
  ) {
    return this.rpc.send('catalog.deleteBanner', { userId: staff.userId, bannerId: id });
  }

  /** A picture for a game, logo, background, banner or platform (form field `image`) → `{ url }`. */
  @Post('admin/upload/image')
  @MultipartForm(STAFF_IMAGE_FORM)
  uploadImage(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() { kind }: Parsed<'catalogAdmin', 'uploadImage', 'query'>,
    @UploadedFormFile() image: UploadedFile | null,
  ) {
    if (!hasPermission(staff.permissions, SERVICE_OF_KIND[kind], 'write'))
      throw DomainError.forbidden(AuthText.forbidden);
    return this.images.storeWhile(image, PRESET_OF_KIND[kind], async (url) => ({ url }));
  }
}

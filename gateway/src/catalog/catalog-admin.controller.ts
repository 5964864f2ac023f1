import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import type { StaffService } from '@lobby/contracts';
import { CurrentUser, StaffPermission } from '../auth/auth.decorators';
import type { AuthenticatedUser, GatewayRequest } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type ImagePreset, ImagePresets } from '../uploads/image-processing';
import { MultipartForm, UploadedFormFile, type UploadedFile } from '../uploads/multipart-form';
import { UploadedImages } from '../uploads/uploaded-images.service';
import {
  AdminGamesQuery,
  BannerIdParams,
  CreateBannerDto,
  CreateGameDto,
  CreatePlatformDto,
  GameIdParams,
  PlatformIdParams,
  type StaffImageKind,
  StaffImageQuery,
  UpdateBannerDto,
  UpdateGameDto,
  UpdatePlatformDto,
} from './catalog-admin.dto';

/** Staff pictures may be larger than a profile picture: a game background is a full-screen image. */
const STAFF_IMAGE_FORM = { file: 'image', maxFileBytes: 10 * 1024 * 1024 };

const PRESET_OF_KIND: Record<StaffImageKind, ImagePreset> = {
  game: ImagePresets.gameImage,
  logo: ImagePresets.gameLogo,
  background: ImagePresets.gameBackground,
  banner: ImagePresets.banner,
  platform: ImagePresets.platformIcon,
};

/** Banners are site configuration; every other picture belongs to games and platforms. */
const SERVICE_OF_KIND: Record<StaffImageKind, StaffService> = {
  game: 'games',
  logo: 'games',
  background: 'games',
  banner: 'Configurations',
  platform: 'games',
};

/** An unknown kind is refused with 400 after the guard, which lets in staff who may upload some kind. */
function uploadServices(request: GatewayRequest): StaffService[] {
  const kind = (request.query as { kind?: unknown } | undefined)?.kind;
  const service = SERVICE_OF_KIND[kind as StaffImageKind] as StaffService | undefined;
  return service ? [service] : [...new Set(Object.values(SERVICE_OF_KIND))];
}

/**
 * Staff manage games and platforms (permission `games`) and landing banners (`Configurations`), spec §7
 * Admin. Catalog records who changed what.
 */
@Controller('api')
export class CatalogAdminController {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(UploadedImages) private readonly images: UploadedImages,
  ) {}

  @Get('admin/games')
  @StaffPermission('games', 'read')
  games(@Query() query: AdminGamesQuery) {
    return this.rpc.send('catalog.gamesForScroll', {
      page: query.page,
      limit: query.limit,
      search: query.search,
      sort: 'alphabetically',
    });
  }

  @Post('admin/games')
  @StaffPermission('games', 'write')
  createGame(@CurrentUser() staff: AuthenticatedUser, @Body() body: CreateGameDto) {
    return this.rpc.send('catalog.createGame', { ...body, userId: staff.userId });
  }

  @Put('admin/games/:id')
  @StaffPermission('games', 'write')
  updateGame(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: GameIdParams,
    @Body() body: UpdateGameDto,
  ) {
    return this.rpc.send('catalog.updateGame', { ...body, userId: staff.userId, gameId: id });
  }

  @Delete('admin/games/:id')
  @StaffPermission('games', 'write')
  deleteGame(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: GameIdParams) {
    return this.rpc.send('catalog.deleteGame', { userId: staff.userId, gameId: id });
  }

  @Post('admin/platforms')
  @StaffPermission('games', 'write')
  createPlatform(@CurrentUser() staff: AuthenticatedUser, @Body() body: CreatePlatformDto) {
    return this.rpc.send('catalog.createPlatform', { ...body, userId: staff.userId });
  }

  @Put('admin/platforms/:id')
  @StaffPermission('games', 'write')
  updatePlatform(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: PlatformIdParams,
    @Body() body: UpdatePlatformDto,
  ) {
    return this.rpc.send('catalog.updatePlatform', { ...body, userId: staff.userId, platformId: id });
  }

  @Delete('admin/platforms/:id')
  @StaffPermission('games', 'write')
  deletePlatform(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: PlatformIdParams) {
    return this.rpc.send('catalog.deletePlatform', { userId: staff.userId, platformId: id });
  }

  /** Every banner, inactive ones too (the public list has only the active ones). */
  @Get('get/admin/banners')
  @StaffPermission('Configurations', 'read')
  banners(@CurrentUser() staff: AuthenticatedUser) {
    return this.rpc.send('catalog.adminBanners', { userId: staff.userId });
  }

  @Post('admin/banners')
  @StaffPermission('Configurations', 'write')
  createBanner(@CurrentUser() staff: AuthenticatedUser, @Body() body: CreateBannerDto) {
    return this.rpc.send('catalog.createBanner', { ...body, userId: staff.userId });
  }

  @Put('admin/banners/:id')
  @StaffPermission('Configurations', 'write')
  updateBanner(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: BannerIdParams,
    @Body() body: UpdateBannerDto,
  ) {
    return this.rpc.send('catalog.updateBanner', { ...body, userId: staff.userId, bannerId: id });
  }

  @Delete('admin/banners/:id')
  @StaffPermission('Configurations', 'write')
  deleteBanner(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: BannerIdParams) {
    return this.rpc.send('catalog.deleteBanner', { userId: staff.userId, bannerId: id });
  }

  /** A picture for a game, logo, background, banner or platform (form field `image`) → `{ url }`. */
  @Post('admin/upload/image')
  @StaffPermission(uploadServices, 'write')
  @MultipartForm(STAFF_IMAGE_FORM)
  uploadImage(@Query() { kind }: StaffImageQuery, @UploadedFormFile() image: UploadedFile | null) {
    return this.images.storeWhile(image, PRESET_OF_KIND[kind], async (url) => ({ url }));
  }
}

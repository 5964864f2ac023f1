import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ProfileLimits, type Parsed } from '@lobby/contracts';
import { ActingForStreamer, ActingStreamerId } from '../auth/auth.decorators';
import { ServiceClient } from '../rpc/service-client';
import { ImagePresets } from '../uploads/image-processing';
import { MultipartForm, UploadedFormFile, type UploadedFile } from '../uploads/multipart-form';
import { UploadedImages } from '../uploads/uploaded-images.service';

const THUMBNAIL_FORM = { file: 'image', maxFileBytes: ProfileLimits.profilePictureMaxBytes };

/**
 * A streamer's own gigs (spec §7 Streamer), by the streamer or by their moderator naming them with
 * `streamerId` (query or body). The acting streamer goes to catalog as the actor, and catalog refuses a gig
 * that isn't theirs.
 */
@Controller('api')
@ActingForStreamer()
export class StreamerGigsController {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(UploadedImages) private readonly images: UploadedImages,
  ) {}

  /** The lowest gig price per currency (major units), so the gig editor shows and checks what the server will. */
  @Get('get/gig-price-minimums')
  priceMinimums() {
    return this.rpc.send('catalog.gigPriceMinimums', {});
  }

  @Post('influencer/add/product')
  addGig(@ActingStreamerId() streamerId: string, @Body() body: Parsed<'streamerGigs', 'addGig', 'body'>) {
    return this.rpc.send('catalog.addGig', { ...body, userId: streamerId });
  }

  @Post('influencer/update/product/:id')
  @HttpCode(200)
  updateGig(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'streamerGigs', 'updateGig', 'params'>,
    @Body() body: Parsed<'streamerGigs', 'updateGig', 'body'>,
  ) {
    return this.rpc.send('catalog.updateGig', { ...body, userId: streamerId, gigId: id });
  }

  @Post('influencer/delete/product/:id')
  @HttpCode(200)
  deleteGig(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'streamerGigs', 'updateGig', 'params'>,
  ) {
    return this.rpc.send('catalog.deleteGig', { userId: streamerId, gigId: id });
  }

  @Post('post/influencer/archive-gig/:id')
  @HttpCode(200)
  archiveGig(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'streamerGigs', 'updateGig', 'params'>,
  ) {
    return this.rpc.send('catalog.archiveGig', { userId: streamerId, gigId: id });
  }

  @Post('post/influencer/unarchive-gig/:id')
  @HttpCode(200)
  unarchiveGig(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'streamerGigs', 'updateGig', 'params'>,
  ) {
    return this.rpc.send('catalog.unarchiveGig', { userId: streamerId, gigId: id });
  }

  /** The path names the streamer (spec `inactive-gigs/{id}`); the guard lets only them or their moderator in. */
  @Get('get/influencer/inactive-gigs/:streamerId')
  inactiveGigs(
    @ActingStreamerId() streamerId: string,
    @Param() params: Parsed<'streamerGigs', 'inactiveGigs', 'params'>,
  ) {
    return this.rpc.send('catalog.inactiveGigs', { userId: streamerId, starId: params.streamerId });
  }

  @Get('get/gigs-performance/:streamerId')
  gigsPerformance(
    @ActingStreamerId() streamerId: string,
    @Param() params: Parsed<'streamerGigs', 'inactiveGigs', 'params'>,
  ) {
    return this.rpc.send('catalog.gigsPerformance', { userId: streamerId, starId: params.streamerId });
  }

  /**
   * The gig form's thumbnail (form field `image`): checked by content like the profile picture, cropped to
   * 16:9 and stored; the form then sends the answered `url` as `gig_thumb`.
   */
  @Post('influencer/upload/gig-thumbnail')
  @MultipartForm(THUMBNAIL_FORM)
  uploadThumbnail(@UploadedFormFile() image: UploadedFile | null) {
    return this.images.storeWhile(image, ImagePresets.gigThumbnail, async (url) => ({ url }));
  }
}

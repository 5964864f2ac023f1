import { Body, Controller, Delete, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ProfileLimits } from '@lobby/contracts';
import {
  ActingForStreamer,
  ActingStreamerId,
  CurrentUser,
  SelfOrActingForStreamer,
  SignedIn,
} from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { ImagePresets } from '../uploads/image-processing';
import { MultipartForm, UploadedFormFile, type UploadedFile } from '../uploads/multipart-form';
import { UploadedImages } from '../uploads/uploaded-images.service';
import { type Parsed } from '@lobby/contracts';

const PICTURE_FORM = { file: 'image', maxFileBytes: ProfileLimits.profilePictureMaxBytes };

/** The signed-in user edits their own profile (spec §7 Profile); a streamer's profile also by their moderator. */
@Controller()
export class ProfileEditController {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(UploadedImages) private readonly images: UploadedImages,
  ) {}

  @Post('api/update_user')
  @HttpCode(200)
  @SignedIn()
  updateUser(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: Parsed<'profileEdit', 'updateUser', 'body'>,
  ) {
    return this.rpc.send('identity.updateUser', {
      userId: user.userId,
      ...body,
    });
  }

  @Post('api/update_user_gamerTag')
  @HttpCode(200)
  @SignedIn()
  updateGamerTags(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { gamerTags }: Parsed<'profileEdit', 'updateGamerTags', 'body'>,
  ) {
    return this.rpc.send('identity.updateGamerTags', { userId: user.userId, gamerTags });
  }

  @Post('api/update_user_bio')
  @HttpCode(200)
  @SignedIn()
  updateBio(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { bio }: Parsed<'profileEdit', 'updateBio', 'body'>,
  ) {
    return this.rpc.send('identity.updateBio', { userId: user.userId, bio });
  }

  /** The caller's links; a moderator edits their streamer's with ?streamerId (so do the next two routes). */
  @Post('api/update-social-links')
  @HttpCode(200)
  @SelfOrActingForStreamer()
  updateSocialLinks(
    @ActingStreamerId() userId: string,
    @Body() { updatedLinks }: Parsed<'profileEdit', 'updateSocialLinks', 'body'>,
  ) {
    return this.rpc.send('identity.updateSocialLinks', { userId, updatedLinks });
  }

  @Delete('api/social-links/:platform')
  @SelfOrActingForStreamer()
  deleteSocialLink(
    @ActingStreamerId() userId: string,
    @Param() { platform }: Parsed<'profileEdit', 'deleteSocialLink', 'params'>,
  ) {
    return this.rpc.send('identity.deleteSocialLink', { userId, platform });
  }

  @Post('api/edit/profile_picture')
  @HttpCode(200)
  @SelfOrActingForStreamer()
  @MultipartForm(PICTURE_FORM)
  updateProfilePicture(@ActingStreamerId() userId: string, @UploadedFormFile() image: UploadedFile | null) {
    return this.images.storeWhile(image, ImagePresets.avatar, (imageUrl) =>
      this.rpc.send('identity.updateProfilePicture', { userId, imageUrl }),
    );
  }

  /** A streamer's public profile; a moderator names the streamer with ?streamerId. The image is optional. */
  @Post('api/influencer/profile/update')
  @HttpCode(200)
  @ActingForStreamer()
  @MultipartForm(PICTURE_FORM)
  updateInfluencerProfile(
    @ActingStreamerId() streamerId: string,
    @Body() body: Parsed<'profileEdit', 'updateInfluencerProfile', 'body'>,
    @UploadedFormFile() image: UploadedFile | null,
  ) {
    const update = (imageUrl?: string) =>
      this.rpc.send('identity.updateInfluencerProfile', {
        userId: streamerId,
        ...body,
        imageUrl,
      });
    return image ? this.images.storeWhile(image, ImagePresets.avatar, update) : update();
  }
}

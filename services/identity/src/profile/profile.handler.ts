import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileHandler {
  constructor(private readonly profile: ProfileService) {}

  @Handles('identity.updateUser')
  updateUser(@Payload() { userId, fullName, username }: RequestOf<'identity.updateUser'>) {
    return this.profile.updateUser(userId, { fullName, username });
  }

  @Handles('identity.updateGamerTags')
  updateGamerTags(@Payload() { userId, gamerTags }: RequestOf<'identity.updateGamerTags'>) {
    return this.profile.updateGamerTags(userId, gamerTags);
  }

  @Handles('identity.updateBio')
  updateBio(@Payload() { userId, bio }: RequestOf<'identity.updateBio'>) {
    return this.profile.updateBio(userId, bio);
  }

  @Handles('identity.updateSocialLinks')
  updateSocialLinks(@Payload() { userId, updatedLinks }: RequestOf<'identity.updateSocialLinks'>) {
    return this.profile.updateSocialLinks(userId, updatedLinks);
  }

  @Handles('identity.deleteSocialLink')
  deleteSocialLink(@Payload() { userId, platform }: RequestOf<'identity.deleteSocialLink'>) {
    return this.profile.deleteSocialLink(userId, platform);
  }

  @Handles('identity.updateProfilePicture')
  updateProfilePicture(@Payload() { userId, imageUrl }: RequestOf<'identity.updateProfilePicture'>) {
    return this.profile.updateProfilePicture(userId, imageUrl);
  }

  @Handles('identity.updateInfluencerProfile')
  updateInfluencerProfile(
    @Payload() { userId, fullName, bio, profession, imageUrl }: RequestOf<'identity.updateInfluencerProfile'>,
  ) {
    return this.profile.updateInfluencerProfile(userId, { fullName, bio, profession, imageUrl });
  }
}

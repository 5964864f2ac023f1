import { Injectable } from '@nestjs/common';
import {
  AccountText,
  ErrorText,
  SuccessText,
  type GamerTagInput,
  type InfluencerProfilePatch,
  type Message,
  type ProfilePatch,
  type SocialLink,
  type SocialPlatform,
  type UserDto,
} from '@lobby/contracts';
import { DomainError, newId, TransactionRunner } from '@lobby/service-kit';
import { assertMaySignIn, cleanFullName } from '../users/account-rules';
import type { UserRow } from '../db/schema';
import { UsersRepository, type UserPatch } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { cleanGamerTags, cleanOptionalText, mergeSocialLinks } from './profile-rules';

type Updated = Message & { user: UserDto };

/** A person's own profile. `userId` is always the account changed; the gateway decides who that is. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
  ) {}

  updateUser(userId: string, patch: ProfilePatch): Promise<Updated> {
    return this.change(userId, AccountText.profileUpdated, () => ({
      ...(patch.fullName !== undefined && { fullName: cleanFullName(patch.fullName) }),
      ...(patch.username !== undefined && { username: patch.username }),
    }));
  }

  updateGamerTags(userId: string, gamerTags: readonly GamerTagInput[]): Promise<Updated> {
    return this.change(userId, SuccessText.gamerTagsUpdated, (user) => ({
      gamerTags: cleanGamerTags(gamerTags, user.gamerTags, newId),
    }));
  }

  updateBio(userId: string, bio: string): Promise<Updated> {
    return this.change(userId, SuccessText.bioUpdated, () => ({ bio: cleanOptionalText(bio) }));
  }

  updateSocialLinks(userId: string, updatedLinks: readonly SocialLink[]): Promise<Updated> {
    return this.change(userId, AccountText.socialLinksUpdated, (user) => ({
      socialLinks: mergeSocialLinks(user.socialLinks, updatedLinks),
    }));
  }

  deleteSocialLink(userId: string, platform: SocialPlatform): Promise<Updated> {
    return this.change(userId, AccountText.socialLinkRemoved, (user) => ({
      socialLinks: user.socialLinks.filter((link) => link.platform !== platform),
    }));
  }

  /** `imageUrl`: the path the gateway stored the checked, resized picture at. */
  updateProfilePicture(userId: string, imageUrl: string): Promise<Updated> {
    return this.change(userId, SuccessText.profilePictureUpdated, () => ({ imageUrl }));
  }

  /** Spec §3 "Influencer profile": streamers only (a moderator's call names the streamer). */
  updateInfluencerProfile(userId: string, patch: InfluencerProfilePatch): Promise<Updated> {
    return this.change(userId, AccountText.profileUpdated, (user) => {
      if (user.role !== 'influencer') throw DomainError.forbidden(AccountText.notInfluencer);
      return {
        ...(patch.fullName !== undefined && { fullName: cleanFullName(patch.fullName) }),
        ...(patch.bio !== undefined && { bio: cleanOptionalText(patch.bio) }),
        ...(patch.profession !== undefined && {
          profession: cleanOptionalText(patch.profession),
        }),
        ...(patch.imageUrl !== undefined && { imageUrl: patch.imageUrl }),
      };
    });
  }

  /** Reads the account under a row lock, so two edits of the same list can't lose one another. */
  private async change(
    userId: string,
    message: string,
    patchFor: (user: UserRow) => UserPatch,
  ): Promise<Updated> {
    const updated = await this.transactions.run(async (tx) => {
      const user = await this.users.lockById(userId, tx);
      if (!user) throw DomainError.notFound(ErrorText.userNotFound);
      assertMaySignIn(user);
      const patch = patchFor(user);
      return Object.keys(patch).length > 0 ? this.users.update(user.id, patch, tx) : user;
    });
    return { message, user: await this.usersService.toDto(updated) };
  }
}

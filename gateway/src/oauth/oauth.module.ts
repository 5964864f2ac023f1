import { Module } from '@nestjs/common';
import { SocialSignInController } from './social-sign-in.controller';
import { SocialSignInService } from './social-sign-in.service';

/** Social sign-in with Google and Discord. */
@Module({
  controllers: [SocialSignInController],
  providers: [SocialSignInService],
})
export class OAuthModule {}

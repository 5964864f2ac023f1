import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { OAuthSignInService } from './oauth-sign-in.service';

@Controller()
export class OAuthHandler {
  constructor(private readonly oauth: OAuthSignInService) {}

  @Handles('identity.oauthSignIn')
  signIn(@Payload() profile: RequestOf<'identity.oauthSignIn'>) {
    return this.oauth.signIn(profile);
  }
}

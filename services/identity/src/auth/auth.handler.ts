import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf, ResponseOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { PasswordsService } from './passwords.service';
import { RegistrationService } from './registration.service';
import { UsersService } from '../users/users.service';
import { SessionTokensService } from './session-tokens.service';
import { SignInService } from './sign-in.service';

@Controller()
export class AuthHandler {
  constructor(
    private readonly registration: RegistrationService,
    private readonly signIn: SignInService,
    private readonly passwords: PasswordsService,
    private readonly users: UsersService,
    private readonly sessions: SessionTokensService,
  ) {}

  @Handles('identity.signup')
  signup(@Payload() request: RequestOf<'identity.signup'>) {
    return this.registration.signup(request);
  }

  @Handles('identity.verifyEmailLink')
  verifyLink(@Payload() { token }: RequestOf<'identity.verifyEmailLink'>) {
    return this.registration.verifyByLink(token);
  }

  @Handles('identity.verifyEmailOtp')
  verifyOtp(@Payload() { token, otp }: RequestOf<'identity.verifyEmailOtp'>) {
    return this.registration.verifyByOtp(token, otp);
  }

  @Handles('identity.resendVerification')
  resend(@Payload() { email }: RequestOf<'identity.resendVerification'>) {
    return this.registration.resend(email);
  }

  @Handles('identity.login')
  login(@Payload() { identifier, password }: RequestOf<'identity.login'>) {
    return this.signIn.login(identifier, password);
  }

  @Handles('identity.adminLogin')
  adminLogin(@Payload() { username, password }: RequestOf<'identity.adminLogin'>) {
    return this.signIn.adminLogin(username, password);
  }

  @Handles('identity.signInRedeemedStreamer')
  signInRedeemedStreamer(@Payload() { streamerId }: RequestOf<'identity.signInRedeemedStreamer'>) {
    return this.signIn.signInRedeemedStreamer(streamerId);
  }

  @Handles('identity.obsSessions')
  async obsSessions(@Payload() { userId }: RequestOf<'identity.obsSessions'>) {
    return { sessions: await this.sessions.obsSessions(userId) };
  }

  @Handles('identity.revokeObsSession')
  revokeObsSession(@Payload() { userId, id }: RequestOf<'identity.revokeObsSession'>) {
    return this.sessions.revokeObsSession(userId, id);
  }

  @Handles('identity.refreshToken')
  refresh(@Payload() { refreshToken }: RequestOf<'identity.refreshToken'>) {
    return this.signIn.refresh(refreshToken);
  }

  @Handles('identity.logout')
  logout(@Payload() { userId, familyId }: RequestOf<'identity.logout'>) {
    return this.signIn.logout(userId, familyId);
  }

  @Handles('identity.generateNewToken')
  generateNewToken(@Payload() { userId, familyId }: RequestOf<'identity.generateNewToken'>) {
    return this.signIn.newAccessToken(userId, familyId);
  }

  @Handles('identity.authState')
  authState(@Payload() { userId, familyId }: RequestOf<'identity.authState'>) {
    return this.signIn.authState(userId, familyId);
  }

  @Handles('identity.forgotPassword')
  forgotPassword(@Payload() { email }: RequestOf<'identity.forgotPassword'>) {
    return this.passwords.forgot(email);
  }

  @Handles('identity.resetPassword')
  resetPassword(@Payload() { token, newPassword }: RequestOf<'identity.resetPassword'>) {
    return this.passwords.reset(token, newPassword);
  }

  @Handles('identity.changePassword')
  changePassword(
    @Payload() { userId, familyId, oldPassword, newPassword }: RequestOf<'identity.changePassword'>,
  ) {
    return this.passwords.change(userId, familyId, oldPassword, newPassword);
  }

  @Handles('identity.setStreamerPassword')
  setStreamerPassword(@Payload() { email, token, password }: RequestOf<'identity.setStreamerPassword'>) {
    return this.passwords.setStreamerPassword(email, token, password);
  }

  /** The new base currency changes what the client shows, so a fresh token pair comes back with it. */
  @Handles('identity.saveCountry')
  async saveCountry(
    @Payload() { userId, id, billingCountry, familyId }: RequestOf<'identity.saveCountry'>,
  ): Promise<ResponseOf<'identity.saveCountry'>> {
    const user = await this.users.saveCountry(userId, id, billingCountry);
    const tokens = await this.sessions.reissue(user, familyId);
    return { ...tokens, user: await this.users.toDto(user) };
  }
}

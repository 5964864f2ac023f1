import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { PasswordsService } from './passwords.service';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';

@Controller()
export class AuthHandler {
  constructor(
    private readonly registration: RegistrationService,
    private readonly signIn: SignInService,
    private readonly passwords: PasswordsService,
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
  changePassword(@Payload() { userId, oldPassword, newPassword }: RequestOf<'identity.changePassword'>) {
    return this.passwords.change(userId, oldPassword, newPassword);
  }

  @Handles('identity.setStreamerPassword')
  setStreamerPassword(@Payload() { email, token, password }: RequestOf<'identity.setStreamerPassword'>) {
    return this.passwords.setStreamerPassword(email, token, password);
  }
}

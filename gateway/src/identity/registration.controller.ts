import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { AuthRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import { LinkTokenParams, ResendVerificationDto, SignupDto, VerifyOtpDto } from './registration.dto';

/** Sign up and email verification (spec §7 Auth). */
@Controller()
@AuthRateLimit()
export class RegistrationController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Post('auth/signup')
  @HttpCode(201)
  signup(@Body() body: SignupDto) {
    return this.rpc.send('identity.signup', body);
  }

  @Post('api/auth/verify/:token')
  @HttpCode(200)
  verifyLink(@Param() { token }: LinkTokenParams) {
    return this.rpc.send('identity.verifyEmailLink', { token });
  }

  @Post('api/auth/verify_otp')
  @HttpCode(200)
  verifyOtp(@Body() body: VerifyOtpDto) {
    return this.rpc.send('identity.verifyEmailOtp', body);
  }

  @Post('api/auth/resend/verification')
  @HttpCode(200)
  resend(@Body() body: ResendVerificationDto) {
    return this.rpc.send('identity.resendVerification', body);
  }
}

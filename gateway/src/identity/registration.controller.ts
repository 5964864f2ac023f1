import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { AuthRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import {
  type Parsed,
  type EmailBody,
  type LinkTokenParams,
  type SignupBody,
  type VerifyOtpBody,
} from '@lobby/contracts';

/** Sign up and email verification (spec §7 Auth). */
@Controller()
@AuthRateLimit()
export class RegistrationController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Post('auth/signup')
  @HttpCode(201)
  signup(@Body() body: Parsed<typeof SignupBody>) {
    return this.rpc.send('identity.signup', body);
  }

  @Post('api/auth/verify/:token')
  @HttpCode(200)
  verifyLink(@Param() { token }: Parsed<typeof LinkTokenParams>) {
    return this.rpc.send('identity.verifyEmailLink', { token });
  }

  @Post('api/auth/verify_otp')
  @HttpCode(200)
  verifyOtp(@Body() body: Parsed<typeof VerifyOtpBody>) {
    return this.rpc.send('identity.verifyEmailOtp', body);
  }

  @Post('api/auth/resend/verification')
  @HttpCode(200)
  resend(@Body() body: Parsed<typeof EmailBody>) {
    return this.rpc.send('identity.resendVerification', body);
  }
}

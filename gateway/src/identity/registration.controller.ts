import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { AuthRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/** Sign up and email verification (spec §7 Auth). */
@Controller()
@AuthRateLimit()
export class RegistrationController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Post('auth/signup')
  @HttpCode(201)
  signup(@Body() body: Parsed<'registration', 'signup', 'body'>) {
    return this.rpc.send('identity.signup', body);
  }

  @Post('api/auth/verify/:token')
  @HttpCode(200)
  verifyLink(@Param() { token }: Parsed<'registration', 'verifyLink', 'params'>) {
    return this.rpc.send('identity.verifyEmailLink', { token });
  }

  @Post('api/auth/verify_otp')
  @HttpCode(200)
  verifyOtp(@Body() body: Parsed<'registration', 'verifyOtp', 'body'>) {
    return this.rpc.send('identity.verifyEmailOtp', body);
  }

  @Post('api/auth/resend/verification')
  @HttpCode(200)
  resend(@Body() body: Parsed<'registration', 'resend', 'body'>) {
    return this.rpc.send('identity.resendVerification', body);
  }
}

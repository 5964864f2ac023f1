import { IsAccountEmail, IsLinkToken, IsOtp } from './identity-fields';

export class ChangeEmailDto {
  @IsAccountEmail()
  email!: string;
}

/** The page /change-email/verifyotp/{token}/{email} sends its token and address with the emailed code. */
export class VerifyEmailChangeDto {
  @IsAccountEmail()
  email!: string;

  @IsLinkToken()
  token!: string;

  @IsOtp()
  otp!: string;
}

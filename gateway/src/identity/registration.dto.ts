import { IsString, Length } from 'class-validator';
import { FULL_NAME_MAX_LENGTH } from '@lobby/contracts';
import { IsAccountEmail, IsLinkToken, IsNewPassword, IsOtp, IsUsername } from './identity-fields';

export class SignupDto {
  @IsAccountEmail()
  email!: string;

  @IsUsername()
  username!: string;

  @IsString({ message: 'Please enter your full name' })
  @Length(1, FULL_NAME_MAX_LENGTH, {
    message: `Please enter your full name (at most ${FULL_NAME_MAX_LENGTH} characters)`,
  })
  fullName!: string;

  @IsNewPassword()
  password!: string;
}

export class LinkTokenParams {
  @IsLinkToken()
  token!: string;
}

export class VerifyOtpDto {
  @IsLinkToken()
  token!: string;

  @IsOtp()
  otp!: string;
}

export class ResendVerificationDto {
  @IsAccountEmail()
  email!: string;
}

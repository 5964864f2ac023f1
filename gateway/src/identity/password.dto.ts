import { IsAccountEmail, IsGivenPassword, IsLinkToken, IsNewPassword } from './identity-fields';

export class ForgotPasswordDto {
  @IsAccountEmail()
  email!: string;
}

export class ResetPasswordDto {
  @IsNewPassword()
  newPassword!: string;
}

export class ChangePasswordDto {
  @IsGivenPassword('Please enter your current password')
  oldPassword!: string;

  @IsNewPassword()
  newPassword!: string;
}

export class SetStreamerPasswordDto {
  @IsAccountEmail()
  email!: string;

  @IsLinkToken()
  token!: string;

  @IsNewPassword()
  password!: string;
}

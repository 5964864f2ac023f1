import { ValidateIf } from 'class-validator';
import { IsGivenPassword, IsIdentifier, IsLinkToken } from './identity-fields';

const IDENTIFIER_REQUIRED = 'Please enter your email or username';

/** `email` may hold an email or a username; `username` is accepted as well. */
export class LoginDto {
  @ValidateIf((body: LoginDto) => body.username === undefined)
  @IsIdentifier(IDENTIFIER_REQUIRED)
  email?: string;

  @ValidateIf((body: LoginDto) => body.email === undefined)
  @IsIdentifier(IDENTIFIER_REQUIRED)
  username?: string;

  @IsGivenPassword()
  password!: string;
}

export class AdminLoginDto {
  @IsIdentifier('Please enter your username')
  username!: string;

  @IsGivenPassword()
  password!: string;
}

export class RefreshTokenDto {
  @IsLinkToken('Please provide a refresh token')
  refreshToken!: string;
}

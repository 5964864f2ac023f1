import { ValidateIf } from 'class-validator';
import { IsGivenPassword, IsIdentifier, IsLinkToken } from './identity-fields';

const IDENTIFIER_REQUIRED = 'Please enter your email or username';

/** Given (not null or missing): then it must be a valid identifier, whatever the other field holds. */
const given = (value: unknown) => value !== undefined && value !== null;

/** `email` may hold an email or a username; `username` is accepted as well. One of them is required. */
export class LoginDto {
  @ValidateIf((body: LoginDto) => given(body.email) || !given(body.username))
  @IsIdentifier(IDENTIFIER_REQUIRED)
  email?: string;

  @ValidateIf((body: LoginDto) => given(body.username) || !given(body.email))
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

import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { AccountFieldText, AuthLimits, ErrorText } from '@lobby/contracts';

const MAX_TOKEN_LENGTH = 512;

/** Checked in this order, so a value that is not text gets the "enter" text, not the length one. */
const IsSitePassword = () =>
  applyDecorators(
    IsString({ message: AccountFieldText.enterPassword }),
    IsNotEmpty({ message: AccountFieldText.enterPassword }),
    MaxLength(AuthLimits.passwordMaxLength, { message: AccountFieldText.passwordTooLong }),
  );

export class SitePasswordDto {
  @IsSitePassword()
  password!: string;
}

export class SiteAccessTokenDto {
  @IsString({ message: ErrorText.badRequest })
  @IsNotEmpty({ message: ErrorText.badRequest })
  @MaxLength(MAX_TOKEN_LENGTH, { message: ErrorText.badRequest })
  token!: string;
}

/** A new password, or null to open the site; content checks the password's length. */
export class SetSitePasswordDto {
  @ValidateIf((body: SetSitePasswordDto) => body.password !== null)
  @IsSitePassword()
  password!: string | null;
}

import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsNotEmpty, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { AccountFieldText, AuthLimits, AuthText, USERNAME_PATTERN } from '@lobby/contracts';

/** Field rules shared by the identity DTOs, each with the message the client shows. */

const MAX_EMAIL_LENGTH = 254;
const MAX_TOKEN_LENGTH = 512;
const MAX_IDENTIFIER_LENGTH = MAX_EMAIL_LENGTH;
const INVALID_EMAIL = AccountFieldText.invalidEmail;

export const IsAccountEmail = () =>
  applyDecorators(
    IsEmail({}, { message: INVALID_EMAIL }),
    MaxLength(MAX_EMAIL_LENGTH, { message: INVALID_EMAIL }),
  );

const PASSWORD_TOO_SHORT = AccountFieldText.passwordTooShort;
const PASSWORD_TOO_LONG = AccountFieldText.passwordTooLong;

export const IsNewPassword = () =>
  applyDecorators(
    IsString({ message: PASSWORD_TOO_SHORT }),
    MinLength(AuthLimits.passwordMinLength, { message: PASSWORD_TOO_SHORT }),
    MaxLength(AuthLimits.passwordMaxLength, { message: PASSWORD_TOO_LONG }),
  );

/** A password being checked, not chosen: only presence and the upper bound (hashing cost) apply. */
export const IsGivenPassword = (message: string = AccountFieldText.enterPassword) =>
  applyDecorators(
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(AuthLimits.passwordMaxLength, { message: PASSWORD_TOO_LONG }),
  );

export const IsUsername = () => Matches(USERNAME_PATTERN, { message: AccountFieldText.username });

export const IsIdentifier = (message: string) =>
  applyDecorators(
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(MAX_IDENTIFIER_LENGTH, { message }),
  );

/** A token from an emailed link or an earlier answer. */
export const IsLinkToken = (message: string = AuthText.invalidLink) =>
  applyDecorators(IsString({ message }), IsNotEmpty({ message }), MaxLength(MAX_TOKEN_LENGTH, { message }));

export const IsOtp = () =>
  Matches(new RegExp(`^\\d{${AuthLimits.otpDigits}}$`), { message: AccountFieldText.otpDigits });

export const IsUserId = () => IsUUID('all', { message: AccountFieldText.invalidUserId });

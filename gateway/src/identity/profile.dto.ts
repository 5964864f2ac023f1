import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';
import { AuthText } from '@lobby/contracts';
import { IsAccountEmail, IsUserId } from './identity-fields';

export class UserIdDto {
  @IsUserId()
  id!: string;
}

export class SaveEmailDto {
  @IsAccountEmail()
  email!: string;
}

export class SaveCountryDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{2}$/, { message: AuthText.countryInvalid })
  billing_country!: string;
}

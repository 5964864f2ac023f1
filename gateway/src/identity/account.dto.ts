import { IsBoolean, IsNotEmpty, IsString, Length, MaxLength } from 'class-validator';
import { AccountFieldText, AccountText, ErrorText, ProfileLimits } from '@lobby/contracts';
import { IsAccountEmail, IsUserId } from './identity-fields';

const MAX_SIGNATURE_LENGTH = 512;

export class ReportUserDto {
  @IsUserId()
  reportedUserId!: string;

  @IsString({ message: AccountFieldText.reportReason })
  @Length(1, ProfileLimits.reportReasonMax, { message: AccountFieldText.reportReason })
  reason!: string;
}

export class AccountDeletionDto {
  @IsString({ message: AccountFieldText.deletionReason })
  @Length(1, ProfileLimits.deletionReasonMax, { message: AccountFieldText.deletionReason })
  reason!: string;
}

/** What the unsubscribe link in a marketing mail carries. */
export class UnsubscribeDto {
  @IsAccountEmail()
  email!: string;

  @IsString({ message: AccountText.invalidUnsubscribeLink })
  @IsNotEmpty({ message: AccountText.invalidUnsubscribeLink })
  @MaxLength(MAX_SIGNATURE_LENGTH, { message: AccountText.invalidUnsubscribeLink })
  signature!: string;
}

/** The profile's email preferences: whether marketing mail (new slots from followed creators) is wanted. */
export class EmailPreferencesBody {
  @IsBoolean({ message: ErrorText.badRequest })
  marketing!: boolean;
}

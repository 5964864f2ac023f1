import { applyDecorators } from '@nestjs/common';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Length,
} from 'class-validator';
import {
  AccountFieldText,
  type DeletionRequestStatus,
  InputLimits,
  ModerationLimits,
  ProfileLimits,
  type ReportStatus,
  ReportStatuses,
} from '@lobby/contracts';
import { PageQuery } from '../http/page-query';

/** One ban or unban covers at most a page of a long admin list. */
const USERS_TEXT = `Please choose from 1 to ${InputLimits.usersPerCallMax} users`;
const DELETION_STATUSES: DeletionRequestStatus[] = ['pending', 'approved'];

export class DeletionRequestsQuery extends PageQuery {
  @IsOptional()
  @IsIn(DELETION_STATUSES, { message: `The status must be one of: ${DELETION_STATUSES.join(', ')}` })
  status?: DeletionRequestStatus;
}

export class DeletionRequestParams {
  @IsUUID('all', { message: 'Invalid request id' })
  id!: string;
}

/** Checked in this order: the list first, then each id. */
const IsUserIdList = () =>
  applyDecorators(
    IsArray({ message: USERS_TEXT }),
    ArrayNotEmpty({ message: USERS_TEXT }),
    ArrayMaxSize(InputLimits.usersPerCallMax, { message: USERS_TEXT }),
    IsUUID('all', { each: true, message: AccountFieldText.invalidUserId }),
  );

export class UnbanUsersDto {
  @IsUserIdList()
  userIds!: string[];
}

export class BanUsersDto extends UnbanUsersDto {
  @IsString({ message: AccountFieldText.reportReason })
  @Length(1, ProfileLimits.reportReasonMax, { message: AccountFieldText.reportReason })
  reason!: string;
}

const REPORTS_TEXT = `Please choose from 1 to ${ModerationLimits.reportsPerCallMax} reports`;

/** Reported users: pending by default (spec §9: reported and banned lists 10 a page, as PageQuery). */
export class ReportedUsersQuery extends PageQuery {
  @IsOptional()
  @IsIn(ReportStatuses, { message: `The status must be one of: ${ReportStatuses.join(', ')}` })
  status: ReportStatus = 'pending';
}

export class ReviewReportsDto {
  @IsArray({ message: REPORTS_TEXT })
  @ArrayNotEmpty({ message: REPORTS_TEXT })
  @ArrayMaxSize(ModerationLimits.reportsPerCallMax, { message: REPORTS_TEXT })
  @IsUUID('all', { each: true, message: 'Invalid report id' })
  reportIds!: string[];
}

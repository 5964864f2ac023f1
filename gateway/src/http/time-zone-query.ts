import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ErrorText } from '@lobby/contracts';

/**
 * `?tz=`: the IANA zone (`Asia/Kolkata`, `UTC`) a dashboard counts its days in; the service answers 400 for a name
 * PostgreSQL doesn't know.
 */
export class TimeZoneQuery {
  @IsOptional()
  @IsString({ message: ErrorText.badRequest })
  @MaxLength(64, { message: ErrorText.badRequest })
  @Matches(/^[A-Za-z0-9_+\-/]+$/, { message: ErrorText.badRequest })
  tz?: string;
}

import { IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { StaffText } from '@lobby/contracts';
import { PageQuery } from '../http/page-query';

const FILTER_MAX = 200;

/** `?actorId&action&targetType&targetId&from&to` of the audit log; `action` is a prefix ('catalog.'). */
export class AuditLogQueryDto extends PageQuery {
  @IsOptional()
  @IsUUID('all', { message: StaffText.invalidAuditFilter })
  actorId?: string;

  @IsOptional()
  @IsString({ message: StaffText.invalidAuditFilter })
  @MaxLength(FILTER_MAX, { message: StaffText.invalidAuditFilter })
  action?: string;

  @IsOptional()
  @IsString({ message: StaffText.invalidAuditFilter })
  @MaxLength(FILTER_MAX, { message: StaffText.invalidAuditFilter })
  targetType?: string;

  @IsOptional()
  @IsString({ message: StaffText.invalidAuditFilter })
  @MaxLength(FILTER_MAX, { message: StaffText.invalidAuditFilter })
  targetId?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: StaffText.invalidAuditFilter })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: StaffText.invalidAuditFilter })
  to?: string;
}

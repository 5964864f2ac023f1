import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  AccountFieldText,
  StaffLimits,
  StaffRoles,
  StaffServices,
  StaffText,
  type StaffRole,
  type StaffService,
  type StaffStatusFilter,
} from '@lobby/contracts';
import { PageQuery } from '../http/page-query';
import { IsFullName } from './profile-edit.dto';
import { IsAccountEmail, IsUsername } from './identity-fields';

const SEARCH_TEXT = `The search must be at most ${StaffLimits.searchMax} characters`;
const STATUSES: StaffStatusFilter[] = ['active', 'inactive'];

export class StaffListQueryDto extends PageQuery {
  @IsOptional()
  @IsString({ message: SEARCH_TEXT })
  @MaxLength(StaffLimits.searchMax, { message: SEARCH_TEXT })
  search?: string;

  @IsOptional()
  @IsIn(StaffRoles, { message: StaffText.invalidRole })
  role?: StaffRole;

  @IsOptional()
  @IsIn(STATUSES, { message: StaffText.invalidStatus })
  status?: StaffStatusFilter;
}

export class StaffParams {
  @IsUUID('all', { message: StaffText.notStaff })
  id!: string;
}

export class StaffPermissionDto {
  @IsIn(StaffServices, { message: StaffText.invalidPermissions })
  service!: StaffService;

  @IsBoolean({ message: StaffText.invalidPermissions })
  read!: boolean;

  @IsBoolean({ message: StaffText.invalidPermissions })
  write!: boolean;
}

/** One entry per staff service at most (identity refuses a service named twice). */
const IsPermissionList = () => (target: object, key: string) => {
  IsArray({ message: StaffText.invalidPermissions })(target, key);
  ArrayMaxSize(StaffServices.length, { message: StaffText.invalidPermissions })(target, key);
  ValidateNested({ each: true, message: StaffText.invalidPermissions })(target, key);
  Type(() => StaffPermissionDto)(target, key);
};

export class StaffPermissionsDto {
  @IsPermissionList()
  permissions!: StaffPermissionDto[];
}

export class InviteStaffDto extends StaffPermissionsDto {
  @IsString({ message: AccountFieldText.invalidEmail })
  @IsAccountEmail()
  email!: string;

  @IsString({ message: AccountFieldText.username })
  @IsUsername()
  username!: string;

  @IsString({ message: AccountFieldText.fullName })
  @IsFullName()
  fullName!: string;

  @IsIn(StaffRoles, { message: StaffText.invalidRole })
  role!: StaffRole;
}

export class StaffRoleDto {
  @IsIn(StaffRoles, { message: StaffText.invalidRole })
  role!: StaffRole;
}

export class StaffActiveDto {
  @IsBoolean({ message: StaffText.invalidActive })
  isActive!: boolean;
}

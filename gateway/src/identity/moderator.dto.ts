import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LiveText } from '@lobby/contracts';

export class ModeratedStreamersQueryDto {
  @IsOptional()
  @IsIn(['name', 'live'])
  sortBy?: 'name' | 'live';

  @IsOptional()
  @IsIn(['all', 'live', 'offline'])
  filter?: 'all' | 'live' | 'offline';

  @IsOptional()
  @IsString()
  @MaxLength(100)
  searchTerm?: string;
}

export class ObsCodeDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^\d{6}$/, { message: LiveText.obsCodeInvalid })
  code!: string;
}

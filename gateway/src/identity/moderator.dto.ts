import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
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

/** Only the type and a bound here: live reads the code (case, spaces and dashes) and is the one judge of it. */
export class ObsCodeDto {
  @IsString({ message: LiveText.obsCodeInvalid })
  @MaxLength(40, { message: LiveText.obsCodeInvalid })
  code!: string;
}

import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  BLOG_SLUG_PATTERN,
  BlogLimits,
  BlogStatuses,
  BlogText,
  ErrorText,
  type BlogPublishMode,
  type BlogStatus,
} from '@lobby/contracts';
import { OptionalText } from '../catalog/catalog-fields';
import { MAX_PAGE, PAGE_TEXT, PageQuery } from '../http/page-query';

const PublishModes: BlogPublishMode[] = ['draft', 'now', 'at'];

export class BlogPageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_TEXT })
  @Min(1, { message: PAGE_TEXT })
  @Max(MAX_PAGE, { message: PAGE_TEXT })
  page?: number;
}

export class BlogListQueryDto extends BlogPageQuery {
  @OptionalText(BlogLimits.labelMax, BlogText.badLabels)
  category?: string;

  @OptionalText(BlogLimits.labelMax, BlogText.badLabels)
  tag?: string;
}

export class BlogSlugParams {
  @MaxLength(BlogLimits.slugMax, { message: BlogText.missing })
  @IsString({ message: BlogText.missing })
  slug!: string;
}

export class BlogAuthorParams {
  @MaxLength(100, { message: BlogText.authorMissing })
  @IsString({ message: BlogText.authorMissing })
  username!: string;
}

export class BlogIdParams {
  @IsUUID('all', { message: BlogText.missing })
  id!: string;
}

export class AdminBlogsQueryDto extends PageQuery {
  @OptionalText(BlogLimits.searchMax, ErrorText.badRequest)
  search?: string;

  @IsOptional()
  @IsIn(BlogStatuses, { message: ErrorText.badRequest })
  status?: BlogStatus;

  @OptionalText(BlogLimits.labelMax, BlogText.badLabels)
  category?: string;

  @OptionalText(BlogLimits.labelMax, BlogText.badLabels)
  tag?: string;
}

/** Shapes only; content checks the rules (lengths, slug, labels, times) and sanitises the HTML. */
export class BlogInputDto {
  @MaxLength(BlogLimits.titleMax, { message: BlogText.titleTooLong })
  @IsString({ message: BlogText.enterTitle })
  title!: string;

  @IsOptional()
  @IsString({ message: BlogText.badSlug })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((body: BlogInputDto) => body.slug !== '')
  @Matches(BLOG_SLUG_PATTERN, { message: BlogText.badSlug })
  @MaxLength(BlogLimits.slugMax, { message: BlogText.badSlug })
  slug?: string;

  @IsOptional()
  @MaxLength(BlogLimits.excerptMax, { message: BlogText.excerptTooLong })
  @IsString({ message: BlogText.excerptTooLong })
  excerpt?: string;

  @MaxLength(BlogLimits.bodyMax, { message: BlogText.bodyTooLong })
  @IsString({ message: BlogText.enterBody })
  bodyHtml!: string;

  @IsOptional()
  @IsString({ message: BlogText.badCover })
  coverUrl?: string | null;

  @IsOptional()
  @IsArray({ message: BlogText.badLabels })
  @ArrayMaxSize(BlogLimits.labelsMax, { message: BlogText.badLabels })
  @MaxLength(BlogLimits.labelMax, { each: true, message: BlogText.badLabels })
  @IsString({ each: true, message: BlogText.badLabels })
  categories?: string[];

  @IsOptional()
  @IsArray({ message: BlogText.badLabels })
  @ArrayMaxSize(BlogLimits.labelsMax, { message: BlogText.badLabels })
  @MaxLength(BlogLimits.labelMax, { each: true, message: BlogText.badLabels })
  @IsString({ each: true, message: BlogText.badLabels })
  tags?: string[];

  @IsOptional()
  @IsBoolean({ message: ErrorText.badRequest })
  staffPick?: boolean;

  @IsOptional()
  @IsBoolean({ message: ErrorText.badRequest })
  featured?: boolean;

  @IsIn(PublishModes, { message: ErrorText.badRequest })
  publish!: BlogPublishMode;

  @ValidateIf((body: BlogInputDto) => body.publish === 'at')
  @IsISO8601({ strict: true }, { message: BlogText.pickTime })
  publishAt?: string | null;
}

export class RenameBlogLabelDto {
  @IsIn(['category', 'tag'], { message: ErrorText.badRequest })
  kind!: 'category' | 'tag';

  @MaxLength(BlogLimits.labelMax, { message: BlogText.badLabels })
  @IsString({ message: BlogText.badLabels })
  from!: string;

  @MaxLength(BlogLimits.labelMax, { message: BlogText.badLabels })
  @IsString({ message: BlogText.badLabels })
  to!: string;
}

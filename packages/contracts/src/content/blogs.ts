import type { Actor, Message, Page, PageRequest } from '../rpc';

/** Spec §9 "Blogs: latest 5, popular 4, trending 5, staff picks 5, featured 3, author lists 4". */
export const BlogListSizes = {
  latest: 5,
  popular: 4,
  trending: 5,
  staffPicks: 5,
  featured: 3,
  author: 4,
  related: 3,
  /** Staff's list of every post. */
  admin: 10,
} as const;

export const BlogLimits = {
  titleMax: 160,
  slugMax: 120,
  excerptMax: 400,
  /** Stored (sanitised) HTML; a long article with formatting stays far below this. */
  bodyMax: 200_000,
  labelMax: 40,
  labelsMax: 10,
  searchMax: 100,
  /** Trending counts views over this many days, today included. */
  trendingDays: 7,
  /** Reading time: words per minute, rounded up, at least one minute. */
  wordsPerMinute: 200,
} as const;

/** Lowercase words joined by dashes. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug made from a title: lowercase words joined by dashes ('post' when none is left). */
export function blogSlugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BlogLimits.slugMax - 6)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** draft: never published; scheduled: publishedAt is still ahead; published: publishedAt has passed. */
export type BlogStatus = 'draft' | 'scheduled' | 'published';
export const BlogStatuses: readonly BlogStatus[] = ['draft', 'scheduled', 'published'];

/** How a save publishes: keep it a draft, publish now, or at `publishAt`. */
export type BlogPublishMode = 'draft' | 'now' | 'at';

export const BlogText = {
  created: 'Blog post created',
  saved: 'Blog post saved',
  removed: 'Blog post deleted',
  missing: 'Blog post not found',
  authorMissing: 'Author not found',
  enterTitle: 'Enter a title',
  titleTooLong: `Keep the title within ${BlogLimits.titleMax} characters`,
  badSlug: 'Use lowercase letters, digits and dashes for the slug',
  slugTaken: 'Another post already uses this slug',
  excerptTooLong: `Keep the excerpt within ${BlogLimits.excerptMax} characters`,
  enterBody: 'Write the post before publishing it',
  bodyTooLong: 'The post is too long',
  badLabels: `Use at most ${BlogLimits.labelsMax} categories and ${BlogLimits.labelsMax} tags of ${BlogLimits.labelMax} characters`,
  badCover: 'Upload the cover image here',
  pickTime: 'Pick a publishing time in the future',
  fetchError: 'Error fetching blogs',
} as const;

/** The author as they were when the post was last saved (identity's name and picture, a snapshot). */
export interface BlogAuthorDto {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
}

/** A post in a list: everything but the body. */
export interface BlogCardDto {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverUrl: string | null;
  categories: string[];
  tags: string[];
  author: BlogAuthorDto;
  publishedAt: string | null;
  readingMinutes: number;
  views: number;
  staffPick: boolean;
  featured: boolean;
}

/** A whole post; `bodyHtml` was sanitised by content when saved and is shown as it is. */
export interface BlogPostDto extends BlogCardDto {
  bodyHtml: string;
  status: BlogStatus;
  updatedAt: string;
}

export interface BlogLabelCount {
  name: string;
  count: number;
}

/** The /blogs page in one answer (spec §9 sizes). */
export interface BlogHomeDto {
  featured: BlogCardDto[];
  latest: BlogCardDto[];
  popular: BlogCardDto[];
  trending: BlogCardDto[];
  staffPicks: BlogCardDto[];
  categories: BlogLabelCount[];
  tags: BlogLabelCount[];
}

export type BlogListQuery = {
  page?: number;
  category?: string;
  tag?: string;
};

export interface BlogPostPageDto {
  post: BlogPostDto;
  related: BlogCardDto[];
}

export interface BlogAuthorPageDto {
  author: BlogAuthorDto;
  posts: Page<BlogCardDto>;
}

export type AdminBlogsQuery = {
  page?: number;
  limit?: number;
  search?: string;
  status?: BlogStatus;
  category?: string;
  tag?: string;
};

export interface AdminBlogRowDto extends BlogCardDto {
  status: BlogStatus;
  updatedAt: string;
}

export interface BlogInput {
  title: string;
  /** Empty or missing: made from the title (made unique with a number). */
  slug?: string;
  excerpt?: string;
  bodyHtml: string;
  coverUrl?: string | null;
  categories?: string[];
  tags?: string[];
  staffPick?: boolean;
  featured?: boolean;
  publish: BlogPublishMode;
  /** ISO time, with publish 'at'. */
  publishAt?: string | null;
}

export interface BlogTaxonomyDto {
  categories: BlogLabelCount[];
  tags: BlogLabelCount[];
}

export interface RenameBlogLabelInput {
  kind: 'category' | 'tag';
  from: string;
  /** Empty removes the label from every post. */
  to: string;
}

/** Who read: the gateway's visitor key and user agent (bots count nowhere). */
export interface BlogReader {
  visitorId: string;
  userAgent: string;
}

export interface BlogSubjects {
  'content.blogHome': { req: Record<string, never>; res: BlogHomeDto };
  'content.blogList': { req: BlogListQuery; res: Page<BlogCardDto> };
  'content.blogPost': { req: { slug: string }; res: BlogPostPageDto };
  'content.blogAuthor': { req: { username: string } & Partial<PageRequest>; res: BlogAuthorPageDto };
  'content.countBlogView': { req: BlogReader & { slug: string }; res: Message & { counted: boolean } };

  'content.adminBlogs': { req: Actor & AdminBlogsQuery; res: Page<AdminBlogRowDto> };
  'content.adminBlog': { req: Actor & { id: string }; res: BlogPostDto };
  'content.saveBlog': {
    req: Actor & { id?: string; author: BlogAuthorDto; input: BlogInput };
    res: Message & { post: BlogPostDto };
  };
  'content.removeBlog': { req: Actor & { id: string }; res: Message };
  'content.blogTaxonomy': { req: Actor; res: BlogTaxonomyDto };
  'content.renameBlogLabel': { req: Actor & RenameBlogLabelInput; res: Message & BlogTaxonomyDto };
}

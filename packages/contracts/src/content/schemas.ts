import { z } from 'zod';
import { AuthLimits } from '../constants';
import { AccountFieldText, ErrorText } from '../texts';
import {
  id,
  isoDateTime,
  MAX_PAGE,
  message,
  oneOf,
  optional,
  optionalText,
  pageQuery,
  PageText,
  wholeNumber,
} from '../schema/fields';
import { BLOG_SLUG_PATTERN, BlogLimits, BlogStatuses, BlogText, type BlogStatus } from './blogs';
import { FaqLimits, FaqText } from './faqs';
import { LegalDocumentTypes, LegalLimits, LegalText } from './legal';
import {
  CreatorApplicationStatuses,
  SubmissionLimits,
  SubmissionStatuses,
  SubmissionText,
  type ContactTopic,
  type CreatorChannel,
  type EarlyAccessRole,
} from './submissions';

/**
 * Content's requests: shapes and upper bounds, each field with the text the client shows. Content checks the
 * rules (lengths, slugs, labels, times, topics, links) with the same texts and sanitises the HTML. Text is taken as
 * sent (not trimmed) unless a field says so.
 */

/** Text as sent, at most `max` characters: anything else is refused with `message`. */
const sized = (max: number, message: string) => z.string({ error: message }).max(max, message);

/** Text that must be given (not empty), at most `max` characters (refused with `tooLong`). */
const givenText = (max: number, message: string, tooLong: string) =>
  z.string({ error: message }).min(1, message).max(max, tooLong);

/** Given text, trimmed first: blank is not given. */
const trimmedGivenText = (max: number, message: string, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

// The site's password (spec §7 Website access).

const MAX_TOKEN_LENGTH = 512;
const sitePassword = givenText(
  AuthLimits.passwordMaxLength,
  AccountFieldText.enterPassword,
  AccountFieldText.passwordTooLong,
);

export const SitePasswordBody = message({ password: sitePassword });
export const SiteAccessTokenBody = message({
  token: givenText(MAX_TOKEN_LENGTH, ErrorText.badRequest, ErrorText.badRequest),
});
/** A new password, or null to open the site; content checks the password's length. */
export const SetSitePasswordBody = message({ password: sitePassword.nullable() });

// Legal texts.

/** The documents staff with Terms of Services publish (the privacy policy has its own permission and route). */
export const TermsDocumentTypes = LegalDocumentTypes.filter((type) => type !== 'mainPrivacyPolicy');

export const LegalTypeQuerySchema = message({ type: oneOf(LegalDocumentTypes, LegalText.badType) });
export const TermsTypeParams = message({
  type: oneOf(LegalDocumentTypes, LegalText.badType).refine(
    (type) => (TermsDocumentTypes as readonly string[]).includes(type),
    LegalText.badType,
  ),
});
export const LegalDocumentBody = message({
  keyPoints: z
    .array(sized(LegalLimits.keyPointMax, LegalText.tooLong), { error: LegalText.tooLong })
    .max(LegalLimits.keyPointsMax, LegalText.tooLong),
  detailed: givenText(LegalLimits.detailedMax, LegalText.detailedRequired, LegalText.tooLong),
});
export type LegalDocumentBodyInput = z.output<typeof LegalDocumentBody>;

// FAQs.

const MAX_FAQS = 500;

export const FaqSlugParams = message({ slug: sized(FaqLimits.slugMax, FaqText.missing) });
export const FaqIdParams = message({ id: id(FaqText.missing) });
export const FaqBody = message({
  question: trimmedGivenText(FaqLimits.questionMax, FaqText.questionRequired, FaqText.tooLong),
  answer: trimmedGivenText(FaqLimits.answerMax, FaqText.answerRequired, FaqText.tooLong),
  category: optional(optionalText(FaqLimits.categoryMax, FaqText.tooLong)),
  published: optional(z.boolean({ error: ErrorText.badRequest })),
});
export type FaqBodyInput = z.output<typeof FaqBody>;
export const FaqOrderBody = message({
  ids: z.array(id(FaqText.badOrder), { error: FaqText.badOrder }).max(MAX_FAQS, FaqText.badOrder),
});

// Blogs.

const blogLabel = optional(optionalText(BlogLimits.labelMax, BlogText.badLabels));
const blogPage = wholeNumber(1, MAX_PAGE, PageText.page);

export const BlogPageQuerySchema = message({ page: blogPage.optional() });
export const BlogListQuerySchema = message({
  category: blogLabel,
  tag: blogLabel,
  page: blogPage.optional(),
});
export const BlogSlugParams = message({ slug: sized(BlogLimits.slugMax, BlogText.missing) });
export const BlogAuthorParams = message({ username: sized(100, BlogText.authorMissing) });
export const BlogIdParams = message({ id: id(BlogText.missing) });

export const AdminBlogsQuerySchema = message({
  search: optional(optionalText(BlogLimits.searchMax, ErrorText.badRequest)),
  status: optional(oneOf(BlogStatuses as readonly [BlogStatus, ...BlogStatus[]], ErrorText.badRequest)),
  category: blogLabel,
  tag: blogLabel,
  ...pageQuery(),
});

const blogLabels = optional(
  z
    .array(sized(BlogLimits.labelMax, BlogText.badLabels), { error: BlogText.badLabels })
    .max(BlogLimits.labelsMax, BlogText.badLabels),
);

/** Shapes only; content checks the rules (lengths, slug, labels, times) and sanitises the HTML. */
export const BlogBody = message({
  title: z.string({ error: BlogText.enterTitle }).max(BlogLimits.titleMax, BlogText.titleTooLong),
  /** Trimmed; empty lets content make one from the title. */
  slug: optional(
    z
      .string({ error: BlogText.badSlug })
      .trim()
      .refine(
        (slug) => slug === '' || (BLOG_SLUG_PATTERN.test(slug) && slug.length <= BlogLimits.slugMax),
        BlogText.badSlug,
      ),
  ),
  excerpt: optional(sized(BlogLimits.excerptMax, BlogText.excerptTooLong)),
  bodyHtml: z.string({ error: BlogText.enterBody }).max(BlogLimits.bodyMax, BlogText.bodyTooLong),
  coverUrl: z.string({ error: BlogText.badCover }).nullish(),
  categories: blogLabels,
  tags: blogLabels,
  staffPick: optional(z.boolean({ error: ErrorText.badRequest })),
  featured: optional(z.boolean({ error: ErrorText.badRequest })),
  publish: oneOf(['draft', 'now', 'at'], ErrorText.badRequest),
  /** Read only when publishing at a time. */
  publishAt: z.custom<string | null>().optional(),
}).superRefine((body, context) => {
  if (
    body.publish === 'at' &&
    !isoDateTime(BlogText.pickTime, { strict: true }).safeParse(body.publishAt).success
  )
    context.addIssue({ code: 'custom', message: BlogText.pickTime, path: ['publishAt'] });
});
export type BlogBodyInput = z.output<typeof BlogBody>;

export const RenameBlogLabelBody = message({
  kind: oneOf(['category', 'tag'], ErrorText.badRequest),
  from: sized(BlogLimits.labelMax, BlogText.badLabels),
  to: sized(BlogLimits.labelMax, BlogText.badLabels),
});

// The public forms and staff's lists of them.

/** `website` is the honeypot: it must stay in the schemas (fields they don't name are dropped). */
const website = optional(sized(1000, ErrorText.badRequest));
const submitterName = sized(SubmissionLimits.nameMax * 2, SubmissionText.enterName);
const submitterEmail = sized(SubmissionLimits.emailMax * 2, SubmissionText.enterEmail);

const contactForm = message({
  name: submitterName,
  email: submitterEmail,
  /** Content checks it is one of the topics. */
  subject: sized(100, SubmissionText.pickTopic).transform((topic) => topic as ContactTopic),
  message: sized(SubmissionLimits.messageMax * 2, SubmissionText.messageTooLong),
  website,
});
const earlyAccessForm = message({
  email: submitterEmail,
  name: submitterName.nullish(),
  /** Content checks it is one of the roles. */
  role: sized(20, SubmissionText.pickRole).transform((role) => role as EarlyAccessRole),
  /** Content checks each link. */
  links: optional(
    z
      .array(z.custom<string>(), { error: SubmissionText.badLinks })
      .max(SubmissionLimits.linksMax, SubmissionText.badLinks),
  ),
  website,
});
const creatorApplicationForm = message({
  name: submitterName,
  email: submitterEmail,
  country: sized(10, SubmissionText.enterCountry),
  /** Content checks each channel and game. */
  channels: z
    .array(z.custom<CreatorChannel>(), { error: SubmissionText.badChannels })
    .max(SubmissionLimits.channelsMax, SubmissionText.badChannels),
  games: z
    .array(z.custom<string>(), { error: SubmissionText.badGames })
    .max(SubmissionLimits.gamesMax * 2, SubmissionText.badGames),
  why: sized(SubmissionLimits.whyMax * 2, SubmissionText.enterWhy),
  website,
});

export const ContactFormBody = contactForm;
export const EarlyAccessBody = earlyAccessForm;
export const CreatorApplicationBody = creatorApplicationForm;
export type ContactFormBodyInput = z.input<typeof contactForm>;
export type EarlyAccessBodyInput = z.input<typeof earlyAccessForm>;
export type CreatorApplicationBodyInput = z.input<typeof creatorApplicationForm>;

const submissionsFilters = {
  search: optional(optionalText(SubmissionLimits.searchMax, ErrorText.badRequest)),
  status: optional(oneOf(SubmissionStatuses, ErrorText.badRequest)),
};
export const SubmissionsQuerySchema = message({ ...submissionsFilters, ...pageQuery() });
export const SubmissionsCsvQuerySchema = message(submissionsFilters);
export const CreatorApplicationsQuerySchema = message({
  search: optional(optionalText(SubmissionLimits.searchMax, ErrorText.badRequest)),
  status: optional(oneOf(CreatorApplicationStatuses, ErrorText.badRequest)),
  ...pageQuery(),
});
export const SubmissionIdParams = message({ id: id(SubmissionText.missing) });
export const ApplicationIdParams = message({ id: id(SubmissionText.applicationMissing) });
export const HandledBody = message({ handled: z.boolean({ error: ErrorText.badRequest }) });
export const DecisionBody = message({ decision: oneOf(['approved', 'declined'], ErrorText.badRequest) });

/** Content's routes, grouped as the route map groups them. */
export const contentRouteSchemas = {
  siteAccess: {
    validate: { body: SitePasswordBody },
    check: { body: SiteAccessTokenBody },
    setPassword: { body: SetSitePasswordBody },
  },
  legal: {
    document: { query: LegalTypeQuerySchema },
    acceptance: { query: LegalTypeQuerySchema },
  },
  adminLegal: {
    publishPrivacy: { body: LegalDocumentBody },
    termsVersions: { params: TermsTypeParams },
    publishTerms: { params: TermsTypeParams, body: LegalDocumentBody },
  },
  faqs: {
    one: { params: FaqSlugParams },
  },
  adminFaqs: {
    create: { body: FaqBody },
    update: { params: FaqIdParams, body: FaqBody },
    remove: { params: FaqIdParams },
    order: { body: FaqOrderBody },
  },
  blogs: {
    list: { query: BlogListQuerySchema },
    post: { params: BlogSlugParams },
    view: { params: BlogSlugParams },
    author: { params: BlogAuthorParams, query: BlogPageQuerySchema },
  },
  adminBlogs: {
    list: { query: AdminBlogsQuerySchema },
    get: { params: BlogIdParams },
    create: { body: BlogBody },
    update: { params: BlogIdParams, body: BlogBody },
    remove: { params: BlogIdParams },
    renameLabel: { body: RenameBlogLabelBody },
  },
  submissions: {
    contact: { body: ContactFormBody },
    earlyAccess: { body: EarlyAccessBody },
    creatorApplication: { body: CreatorApplicationBody },
  },
  adminSubmissions: {
    starSuggestions: { query: message(pageQuery()) },
    contact: { query: SubmissionsQuerySchema },
    contactCsv: { query: SubmissionsCsvQuerySchema },
    contactHandled: { params: SubmissionIdParams, body: HandledBody },
    earlyAccess: { query: SubmissionsQuerySchema },
    earlyAccessCsv: { query: SubmissionsCsvQuerySchema },
    earlyAccessHandled: { params: SubmissionIdParams, body: HandledBody },
    creatorApplications: { query: CreatorApplicationsQuerySchema },
    decideCreatorApplication: { params: ApplicationIdParams, body: DecisionBody },
  },
};

// Content's requests over NATS: a route's message with who asks.

const legalType = oneOf(LegalDocumentTypes, LegalText.badType);
const actorId = id(ErrorText.badRequest);

/** Content's requests over NATS. */
export const contentSubjectSchemas = {
  'content.legalDocument': LegalTypeQuerySchema,
  'content.legalVersions': message({ userId: actorId, type: legalType }),
  'content.publishLegalDocument': message({ userId: actorId, type: legalType, input: LegalDocumentBody }),
  /** The version is compared with the current one: any other is answered as outdated. */
  'content.acceptLegalDocument': message({ userId: actorId, type: legalType, version: z.custom<number>() }),
  /** Any reader: one that is no account (no id) has accepted nothing. */
  'content.legalAcceptance': message({ type: legalType, userId: z.custom<string>() }),
};

import type { StarSuggestionDto } from '../catalog/subjects';
import type {
  AdminBlogRowDto,
  AdminBlogsQuery,
  BlogAuthorPageDto,
  BlogCardDto,
  BlogHomeDto,
  BlogListQuery,
  BlogPostDto,
  BlogPostPageDto,
  BlogTaxonomyDto,
} from './blogs';
import type { FaqDto, FaqListDto, FaqPageDto } from './faqs';
import type { LegalAcceptanceDto, LegalDocumentDto, LegalDocumentType } from './legal';
import type {
  ContactSubmissionDto,
  CreatorApplicationDto,
  CreatorApplicationsQuery,
  EarlyAccessSubmissionDto,
  SubmissionsQuery,
} from './submissions';
import type { PlatformFeesDto } from '../payments/earnings';
import type { Message, Page } from '../rpc';
import type { ContactFormBodyInput, CreatorApplicationBodyInput, EarlyAccessBodyInput } from './schemas';

import { GET, POST, PUT, DELETE, type Body } from '../http-route';

/** Content's REST routes (spec §7), grouped as the gateway's controllers are. */
export const contentRoutes = {
  siteAccess: {
    status: GET('/api/website-access').as<{ response: { enabled: boolean } }>(),
    validate: POST('/api/website-access/validate').as<{
      response: { token: string };
      body: Body<'siteAccess', 'validate'>;
    }>(),
    check: POST('/api/website-access/check').as<{
      response: { valid: boolean };
      body: Body<'siteAccess', 'check'>;
    }>(),
    setPassword: POST('/api/admin/website-password').as<{
      response: Message & { enabled: boolean };
      body: Body<'siteAccess', 'setPassword'>;
    }>(),
  },
  /** Spec §7 Other: the contact and early-access forms, and /creator-signup's application (spam-limited per address and email). */
  submissions: {
    contact: POST('/api/post/submit-form').as<{ response: Message; body: ContactFormBodyInput }>(),
    earlyAccess: POST('/api/v1/submit/get-early-access').as<{
      response: Message;
      body: EarlyAccessBodyInput;
    }>(),
    creatorApplication: POST('/api/post/creator-signup').as<{
      response: Message;
      body: CreatorApplicationBodyInput;
    }>(),
    /** The standard platform fee and the taxes on a sale, for /about (no streamer's own fee). */
    creatorFees: GET('/api/get/creator-fees').as<{
      response: Omit<PlatformFeesDto, 'streamerId' | 'streamerGstin'>;
    }>(),
  },
  /** Staff: /admin/contact-us-submissions, /admin/early-access-submissions, /admin/creator-applications. */
  adminSubmissions: {
    contact: GET('/api/admin/contact-us-submissions').as<{
      response: Page<ContactSubmissionDto>;
      query: SubmissionsQuery;
    }>(),
    contactCsv: GET('/api/admin/contact-us-submissions/export').as<{
      response: string;
      query: SubmissionsQuery;
    }>(),
    contactHandled: POST('/api/admin/contact-us-submissions/:id/handled').as<{
      response: Message & { handledAt: string | null };
      body: Body<'adminSubmissions', 'contactHandled'>;
    }>(),
    earlyAccess: GET('/api/admin/early-access-submissions').as<{
      response: Page<EarlyAccessSubmissionDto>;
      query: SubmissionsQuery;
    }>(),
    earlyAccessCsv: GET('/api/admin/early-access-submissions/export').as<{
      response: string;
      query: SubmissionsQuery;
    }>(),
    earlyAccessHandled: POST('/api/admin/early-access-submissions/:id/handled').as<{
      response: Message & { handledAt: string | null };
      body: Body<'adminSubmissions', 'earlyAccessHandled'>;
    }>(),
    starSuggestions: GET('/api/admin/star-suggestions').as<{
      response: Page<StarSuggestionDto>;
      query: { page?: number; limit?: number };
    }>(),
    creatorApplications: GET('/api/admin/creator-applications').as<{
      response: Page<CreatorApplicationDto>;
      query: CreatorApplicationsQuery;
    }>(),
    decideCreatorApplication: POST('/api/admin/creator-applications/:id/decision').as<{
      response: Message & { application: CreatorApplicationDto };
      body: Body<'adminSubmissions', 'decideCreatorApplication'>;
    }>(),
  },
  /** Public blog pages (spec §2 /blogs, §9 sizes). A post's view is counted by its own call, once a visitor a day. */
  blogs: {
    home: GET('/api/blogs/home').as<{ response: BlogHomeDto }>(),
    list: GET('/api/blogs').as<{ response: Page<BlogCardDto>; query: BlogListQuery }>(),
    post: GET('/api/blogs/post/:slug').as<{ response: BlogPostPageDto }>(),
    view: POST('/api/blogs/post/:slug/view').as<{ response: Message & { counted: boolean } }>(),
    author: GET('/api/blogs/author/:username').as<{
      response: BlogAuthorPageDto;
      query: { page?: number };
    }>(),
  },
  /** Staff with Blogs: /admin/blogs, /admin/blog-editor, /admin/blog-manager, /admin/blog. */
  adminBlogs: {
    list: GET('/api/admin/blogs').as<{ response: Page<AdminBlogRowDto>; query: AdminBlogsQuery }>(),
    get: GET('/api/admin/blogs/:id').as<{ response: BlogPostDto }>(),
    create: POST('/api/admin/blogs').as<{
      response: Message & { post: BlogPostDto };
      body: Body<'adminBlogs', 'create'>;
    }>(),
    update: PUT('/api/admin/blogs/:id').as<{
      response: Message & { post: BlogPostDto };
      body: Body<'adminBlogs', 'update'>;
    }>(),
    remove: DELETE('/api/admin/blogs/:id').as<{ response: Message }>(),
    uploadCover: POST('/api/admin/blogs/cover').as<{ response: { url: string }; body: FormData }>(),
    taxonomy: GET('/api/admin/blog-labels').as<{ response: BlogTaxonomyDto }>(),
    renameLabel: PUT('/api/admin/blog-labels').as<{
      response: Message & BlogTaxonomyDto;
      body: Body<'adminBlogs', 'renameLabel'>;
    }>(),
  },
  /** Spec §7 Other: the public FAQ and one question by its slug. */
  faqs: {
    list: GET('/api/get/Faqs').as<{ response: FaqListDto }>(),
    one: GET('/api/get/Faqs/:slug').as<{ response: FaqPageDto }>(),
  },
  /** Staff with FAQ: /admin/faqs. */
  adminFaqs: {
    list: GET('/api/admin/faqs').as<{ response: FaqDto[] }>(),
    create: POST('/api/admin/faqs').as<{
      response: Message & { faq: FaqDto };
      body: Body<'adminFaqs', 'create'>;
    }>(),
    update: PUT('/api/admin/faqs/:id').as<{
      response: Message & { faq: FaqDto };
      body: Body<'adminFaqs', 'update'>;
    }>(),
    remove: DELETE('/api/admin/faqs/:id').as<{ response: Message }>(),
    order: PUT('/api/admin/faqs-order').as<{
      response: Message & { faqs: FaqDto[] };
      body: Body<'adminFaqs', 'order'>;
    }>(),
  },
  /** Spec §7 Other: the current version of each legal text; a signed-in user's acceptance of one. */
  legal: {
    document: GET('/api/get/user/termsAndPrivacy').as<{
      response: LegalDocumentDto;
      query: { type: LegalDocumentType };
    }>(),
    privacyPolicy: GET('/api/get/privacy-policy').as<{ response: LegalDocumentDto }>(),
    termsOfService: GET('/api/get/terms-of-service').as<{ response: LegalDocumentDto }>(),
    acceptance: GET('/api/user/legal-acceptance').as<{
      response: LegalAcceptanceDto | null;
      query: { type: LegalDocumentType };
    }>(),
  },
  /** Staff: the privacy policy with Privacy Policy, every other text with Terms of Services (versions, publish). */
  adminLegal: {
    privacyVersions: GET('/api/admin/privacy-policy').as<{ response: LegalDocumentDto[] }>(),
    publishPrivacy: POST('/api/admin/privacy-policy').as<{
      response: Message & { document: LegalDocumentDto };
      body: Body<'adminLegal', 'publishPrivacy'>;
    }>(),
    termsVersions: GET('/api/admin/terms/:type').as<{ response: LegalDocumentDto[] }>(),
    publishTerms: POST('/api/admin/terms/:type').as<{
      response: Message & { document: LegalDocumentDto };
      body: Body<'adminLegal', 'publishTerms'>;
    }>(),
  },
} as const;

import type { Actor, Message, Page, PageRequest } from '../rpc';

/** Spec §8 texts of the contact form, and the texts of the other public forms and their staff lists. */
export const SubmissionText = {
  submitted: 'Form submitted successfully!',
  failed: 'Error submitting form. Please try again later.',
  enterName: 'Enter your name',
  enterEmail: 'Enter a valid email address',
  pickTopic: 'Pick a topic',
  enterMessage: 'Write your message',
  messageTooLong: 'Keep the message within 5000 characters',
  pickRole: 'Choose whether you are a fan or a creator',
  badLinks: 'Add at most 5 links, each a full https:// address',
  enterCountry: 'Pick your country',
  badChannels: 'Add 1 to 5 channels, each with a full https:// link and a follower count',
  badGames: 'Add 1 to 10 games',
  enterWhy: 'Tell us why you want to stream on Lobby (at most 2000 characters)',
  applicationSent: 'Application sent! We will reply by email.',
  missing: 'Submission not found',
  handled: 'Marked as handled',
  reopened: 'Marked as open',
  applicationMissing: 'Application not found',
  approved: 'Application approved',
  declined: 'Application declined',
  alreadyDecided: 'This application has already been decided',
} as const;

export const ContactTopics = [
  'General question',
  'Bookings and payments',
  'My account',
  'Creators and partnerships',
  'Report a problem',
] as const;
export type ContactTopic = (typeof ContactTopics)[number];

export const EarlyAccessRoles = ['fan', 'creator'] as const;
export type EarlyAccessRole = (typeof EarlyAccessRoles)[number];

export const SubmissionLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMax: 5000,
  linksMax: 5,
  linkMax: 300,
  channelsMax: 5,
  followersMax: 1_000_000_000,
  gamesMax: 10,
  gameMax: 60,
  whyMax: 2000,
  searchMax: 100,
  /** Rows per CSV chunk over NATS: 100 rows of the longest message stay far below NATS's 1 MB. */
  csvChunk: 100,
} as const;

/**
 * Spam limits of the public forms, per form, counted by the gateway: per client address and per email address
 * (a script rotating addresses still meets the email limit, one rotating emails the address limit).
 */
export const SubmissionRateLimits = {
  perAddress: { limit: 5, ttlMs: 10 * 60_000 },
  perEmail: { limit: 3, ttlMs: 60 * 60_000 },
} as const;

/** Lowercase-then-check: one `@`, something before it, a dot in the domain, no spaces. */
export const SUBMISSION_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Contact form (POST /api/post/submit-form). `website` is the hidden honeypot: people never see it, so a
 * filled one marks a bot, which gets the same success answer and is stored nowhere.
 */
export interface ContactFormInput {
  name: string;
  email: string;
  subject: ContactTopic;
  message: string;
  website?: string;
}

/** Early access (POST /api/v1/submit/get-early-access): one row per email, a second submission updates it. */
export interface EarlyAccessInput {
  email: string;
  name?: string | null;
  role: EarlyAccessRole;
  links?: string[];
  website?: string;
}

export interface CreatorChannel {
  /** A free label ("Twitch", "YouTube"); the link says the rest. */
  platform: string;
  url: string;
  followers: number;
}

/** /creator-signup: a creator asks to join; staff with Onboarding approve or decline it. */
export interface CreatorApplicationInput {
  name: string;
  email: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  channels: CreatorChannel[];
  games: string[];
  why: string;
  website?: string;
}

export interface ContactSubmissionDto {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
}

export interface EarlyAccessSubmissionDto {
  _id: string;
  email: string;
  name: string | null;
  role: EarlyAccessRole;
  links: string[];
  createdAt: string;
  updatedAt: string;
  handledAt: string | null;
}

export const CreatorApplicationStatuses = ['pending', 'approved', 'declined'] as const;
export type CreatorApplicationStatus = (typeof CreatorApplicationStatuses)[number];

export interface CreatorApplicationDto {
  _id: string;
  name: string;
  email: string;
  country: string;
  channels: CreatorChannel[];
  games: string[];
  why: string;
  status: CreatorApplicationStatus;
  createdAt: string;
  decidedAt: string | null;
}

export const SubmissionStatuses = ['open', 'handled'] as const;
export type SubmissionStatus = (typeof SubmissionStatuses)[number];
export type SubmissionKind = 'contact' | 'early-access';

/** Staff lists: newest first, 10 a page, searched in name, email and (contact) subject and message. */
export interface SubmissionsQuery extends Partial<PageRequest> {
  search?: string;
  status?: SubmissionStatus;
  [name: string]: string | number | boolean | null | undefined;
}

export interface CreatorApplicationsQuery extends Partial<PageRequest> {
  search?: string;
  status?: CreatorApplicationStatus;
  [name: string]: string | number | boolean | null | undefined;
}

export interface SubmissionsCsvRequest {
  kind: SubmissionKind;
  search?: string;
  status?: SubmissionStatus;
  /** The id the previous chunk ended at; absent for the first chunk (which starts with the header row). */
  after?: string | null;
}

export interface SubmissionSubjects {
  'content.submitContactForm': { req: ContactFormInput; res: Message };
  'content.submitEarlyAccess': { req: EarlyAccessInput; res: Message };
  'content.submitCreatorApplication': { req: CreatorApplicationInput; res: Message };
  'content.contactSubmissions': { req: Actor & SubmissionsQuery; res: Page<ContactSubmissionDto> };
  'content.earlyAccessSubmissions': { req: Actor & SubmissionsQuery; res: Page<EarlyAccessSubmissionDto> };
  /** Staff with Configurations write (checked by the gateway); audited. */
  'content.markSubmissionHandled': {
    req: Actor & { kind: SubmissionKind; id: string; handled: boolean };
    res: Message & { handledAt: string | null };
  };
  /** One chunk of CSV text (at most `csvChunk` rows); `after` null when it was the last. */
  'content.submissionsCsv': {
    req: Actor & SubmissionsCsvRequest;
    res: { csv: string; after: string | null };
  };
  'content.creatorApplications': { req: Actor & CreatorApplicationsQuery; res: Page<CreatorApplicationDto> };
  /** Staff with Onboarding write; audited. Approving links staff on to /admin/add-influencer/. */
  'content.decideCreatorApplication': {
    req: Actor & { id: string; decision: 'approved' | 'declined' };
    res: Message & { application: CreatorApplicationDto };
  };
}

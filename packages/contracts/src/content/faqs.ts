import type { Actor, Message } from '../rpc';

/** Spec §7 Other "GET /api/get/Faqs": a question and its answer (plain text; blank lines separate paragraphs). */
export interface FaqDto {
  _id: string;
  slug: string;
  question: string;
  answer: string;
  category: string;
  /** Place in the list (1 first), across categories. */
  position: number;
  published: boolean;
  updatedAt: string;
}

/** The public list: published questions in staff's order, grouped by category (groups in the order of their first question). */
export interface FaqListDto {
  faqs: FaqDto[];
  categories: { name: string; faqs: FaqDto[] }[];
}

export interface FaqPageDto {
  faq: FaqDto;
  /** Others of the same category first, then the rest, at most FaqLimits.related. */
  related: FaqDto[];
}

export interface FaqInput {
  question: string;
  answer: string;
  /** Empty: 'General'. */
  category?: string;
  published?: boolean;
}

export const FaqLimits = {
  questionMax: 300,
  answerMax: 10_000,
  categoryMax: 60,
  slugMax: 120,
  related: 4,
} as const;

export const FAQ_DEFAULT_CATEGORY = 'General';

export const FaqText = {
  missing: 'FAQ not found',
  created: 'FAQ created',
  saved: 'FAQ saved',
  removed: 'FAQ deleted',
  moved: 'FAQ order saved',
  questionRequired: 'Please enter the question.',
  answerRequired: 'Please enter the answer.',
  tooLong: 'The question, answer or category is too long.',
  badOrder: 'The order must list every FAQ once.',
} as const;

export interface FaqSubjects {
  'content.faqs': { req: Record<string, never>; res: FaqListDto };
  'content.faq': { req: { slug: string }; res: FaqPageDto };
  /** Staff with FAQ (the gateway checks): every question, published or not, in order. */
  'content.adminFaqs': { req: Actor; res: FaqDto[] };
  'content.saveFaq': { req: Actor & { id?: string; input: FaqInput }; res: Message & { faq: FaqDto } };
  'content.removeFaq': { req: Actor & { id: string }; res: Message };
  /** The whole list's new order (every id once). */
  'content.orderFaqs': { req: Actor & { ids: string[] }; res: Message & { faqs: FaqDto[] } };
}

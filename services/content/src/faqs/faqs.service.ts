import { Injectable } from '@nestjs/common';
import {
  blogSlugOf,
  FAQ_DEFAULT_CATEGORY,
  FaqLimits,
  FaqText,
  type FaqDto,
  type FaqInput,
  type FaqListDto,
  type FaqPageDto,
  type Message,
} from '@lobby/contracts';
import { DomainError, newId, recordStaffAction, TransactionRunner } from '@lobby/service-kit';
import type { FaqRow } from '../db/schema';
import { FaqsRepository } from './faqs.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * FAQs (spec §7 Other GET /api/get/Faqs, §2 /faqs and /faqs/{slug}): the public list of published questions in
 * staff's order grouped by category; staff with FAQ (checked by the gateway) create, edit, publish or hide, order
 * and delete them, every write audited in its transaction. Answers are plain text (blank lines separate
 * paragraphs), so no HTML is stored.
 */
@Injectable()
export class FaqsService {
  constructor(
    private readonly faqs: FaqsRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(): Promise<FaqListDto> {
    const rows = (await this.faqs.all(true)).map(toFaq);
    const groups = new Map<string, FaqDto[]>();
    for (const faq of rows) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
    return { faqs: rows, categories: [...groups].map(([name, items]) => ({ name, faqs: items })) };
  }

  async one(slug: string): Promise<FaqPageDto> {
    const row = typeof slug === 'string' ? await this.faqs.bySlug(slug) : undefined;
    if (!row?.published) throw DomainError.notFound(FaqText.missing);
    const others = (await this.faqs.all(true)).filter((other) => other.id !== row.id);
    const related = [
      ...others.filter((other) => other.category === row.category),
      ...others.filter((other) => other.category !== row.category),
    ].slice(0, FaqLimits.related);
    return { faq: toFaq(row), related: related.map(toFaq) };
  }

  async adminList(): Promise<FaqDto[]> {
    return (await this.faqs.all(false)).map(toFaq);
  }

  async save(userId: string, id: string | undefined, input: FaqInput): Promise<Message & { faq: FaqDto }> {
    const values = cleanInput(input);
    if (id !== undefined && !UUID.test(id)) throw DomainError.notFound(FaqText.missing);
    const row = await this.transactions.run(async (tx) => {
      await this.faqs.lockList(tx);
      const before = id ? await this.faqs.lock(id, tx) : undefined;
      if (id && !before) throw DomainError.notFound(FaqText.missing);
      const saved = before
        ? await this.faqs.update(before.id, values, tx)
        : await this.faqs.insert(
            {
              ...values,
              id: newId(),
              slug: await this.freeSlug(values.question, tx),
              position: await this.faqs.nextPosition(tx),
            },
            tx,
          );
      await recordStaffAction(tx, {
        actorId: userId,
        action: before ? 'content.faq.update' : 'content.faq.create',
        target: { type: 'faq', id: saved.id, label: saved.question },
        before: before ? auditView(before) : null,
        after: auditView(saved),
      });
      return saved;
    });
    return { message: id ? FaqText.saved : FaqText.created, faq: toFaq(row) };
  }

  async remove(userId: string, id: string): Promise<Message> {
    if (typeof id !== 'string' || !UUID.test(id)) throw DomainError.notFound(FaqText.missing);
    await this.transactions.run(async (tx) => {
      await this.faqs.lockList(tx);
      const before = await this.faqs.lock(id, tx);
      if (!before) throw DomainError.notFound(FaqText.missing);
      await this.faqs.remove(id, tx);
      await recordStaffAction(tx, {
        actorId: userId,
        action: 'content.faq.delete',
        target: { type: 'faq', id, label: before.question },
        before: auditView(before),
        after: null,
      });
    });
    return { message: FaqText.removed };
  }

  /** `ids` must name every FAQ once; they take positions 1..n in that order. */
  async order(userId: string, ids: string[]): Promise<Message & { faqs: FaqDto[] }> {
    const rows = await this.transactions.run(async (tx) => {
      await this.faqs.lockList(tx);
      const current = await this.faqs.all(false, tx);
      const known = new Set(current.map((row) => row.id));
      if (
        !Array.isArray(ids) ||
        ids.length !== current.length ||
        new Set(ids).size !== ids.length ||
        !ids.every((faqId) => known.has(faqId))
      ) {
        throw DomainError.invalid(FaqText.badOrder);
      }
      for (const [index, faqId] of ids.entries()) await this.faqs.setPosition(faqId, index + 1, tx);
      await recordStaffAction(tx, {
        actorId: userId,
        action: 'content.faq.order',
        target: { type: 'faq', id: 'order', label: 'FAQ order' },
        before: { order: current.map((row) => row.id) },
        after: { order: ids },
      });
      return this.faqs.all(false, tx);
    });
    return { message: FaqText.moved, faqs: rows.map(toFaq) };
  }

  private async freeSlug(question: string, tx: Parameters<FaqsRepository['slugsLike']>[1]): Promise<string> {
    const base =
      blogSlugOf(question)
        .slice(0, FaqLimits.slugMax - 6)
        .replace(/-+$/, '') || 'faq';
    const taken = new Set(await this.faqs.slugsLike(base, tx));
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n++;
    return `${base}-${n}`;
  }
}

function cleanInput(input: FaqInput): Pick<FaqRow, 'question' | 'answer' | 'category' | 'published'> {
  const question = typeof input?.question === 'string' ? input.question.trim() : '';
  const answer = typeof input?.answer === 'string' ? input.answer.replace(/\r\n/g, '\n').trim() : '';
  const category = (typeof input?.category === 'string' ? input.category.trim() : '') || FAQ_DEFAULT_CATEGORY;
  if (!question) throw DomainError.invalid(FaqText.questionRequired);
  if (!answer) throw DomainError.invalid(FaqText.answerRequired);
  if (
    question.length > FaqLimits.questionMax ||
    answer.length > FaqLimits.answerMax ||
    category.length > FaqLimits.categoryMax
  ) {
    throw DomainError.invalid(FaqText.tooLong);
  }
  return { question, answer, category, published: input.published !== false };
}

function toFaq(row: FaqRow): FaqDto {
  return {
    _id: row.id,
    slug: row.slug,
    question: row.question,
    answer: row.answer,
    category: row.category,
    position: row.position,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function auditView(row: FaqRow) {
  return {
    question: row.question,
    answer: row.answer,
    category: row.category,
    published: row.published,
    position: row.position,
  };
}

import { applyDecorators, type ArgumentMetadata, type PipeTransform, UsePipes } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { firstIssueText, type Subject, subjectSchemas } from '@lobby/contracts';
import { DomainError } from './errors';

/**
 * Parses a subject's request with the subject's schema (contracts' `subjectSchemas`) before its handler runs, so a
 * service takes typed input and never re-checks its shape. A request that doesn't fit is answered 400 with its
 * field's text, the same the gateway gives.
 */
class SubjectRequestPipe implements PipeTransform {
  constructor(private readonly subject: Subject) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const schema = subjectSchemas[this.subject];
    // Nest names a whole `@Payload()` a 'body'; `@Ctx()` and a named field of the payload are left alone.
    if (!schema || metadata.type !== 'body' || metadata.data !== undefined) {
      return value;
    }
    const result = schema.safeParse(value);
    if (!result.success) throw DomainError.invalid(firstIssueText(result.error));
    return result.data;
  }
}

/**
 * `@MessagePattern` restricted to the subjects of the contracts map, so a typo does not compile; the request is
 * parsed with the subject's schema when it has one.
 */
export const Handles = (subject: Subject): MethodDecorator =>
  applyDecorators(MessagePattern(subject), UsePipes(new SubjectRequestPipe(subject)));

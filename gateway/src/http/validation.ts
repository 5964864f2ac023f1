import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ErrorText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';

/** The first message a DTO's rules gave, depth first; a body that is not an object has none. */
export function firstValidationMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const messages = Object.entries(error.constraints ?? {})
      .filter(([rule]) => rule !== 'unknownValue')
      .map(([, message]) => message);
    if (messages.length > 0) return messages[0];
    const nested = firstValidationMessage(error.children ?? []);
    if (nested !== ErrorText.badRequest) return nested;
  }
  return ErrorText.badRequest;
}

/** Strips unknown fields, converts types, and answers 400 `{ error: <first message> }`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    stopAtFirstError: true,
    transform: true,
    exceptionFactory: (errors) => DomainError.invalid(firstValidationMessage(errors)),
  });
}

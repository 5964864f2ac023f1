import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { InputLimits, OnboardingText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { formFilesOf, MultipartFormWithin } from '../uploads/multipart-form';

/** The files of a documents form by field name, read into memory (bounded by the size limit). */
export type UploadedDocuments = Record<string, Buffer>;

/** The refusal of a document over the limit: 400, and nothing of the form is kept. */
export const documentTooLarge = () => DomainError.invalid(OnboardingText.documentTooLarge);

/**
 * The route takes a multipart form with these file fields (each at most InputLimits.onboardingDocumentMaxBytes):
 * its text fields become the body, its files are read with @UploadedDocuments(). A JSON body is accepted
 * too, without files. Runs after the guards, so a refused caller never has the body read.
 */
export const DocumentsForm = (files: string[]) =>
  MultipartFormWithin({
    files,
    maxFileBytes: InputLimits.onboardingDocumentMaxBytes,
    maxTextFields: 30,
    maxTextFieldBytes: 4 * 1024,
    fileTooLarge: documentTooLarge,
  });

/** The documents sent, by field name; an empty file part counts as none. */
export const UploadedDocuments = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedDocuments =>
    Object.fromEntries(Object.entries(formFilesOf(context)).filter(([, bytes]) => bytes.length > 0)),
);

import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorText, InputLimits, OnboardingText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { refuseUnsafeText } from '../http/request-input';

/** The files of a documents form by field name, read into memory (bounded by the size limit). */
export type UploadedDocuments = Record<string, Buffer>;

type DocumentsRequest = FastifyRequest & { uploadedDocuments?: UploadedDocuments };

const DOCUMENTS_FORM_KEY = 'lobby:documents-form';
const MAX_TEXT_FIELDS = 30;
const MAX_TEXT_FIELD_BYTES = 4 * 1024;

/** The refusal of a document over the limit: 400, and nothing of the form is kept. */
export const documentTooLarge = () => DomainError.invalid(OnboardingText.documentTooLarge);

/**
 * The route takes a multipart form with these file fields (each at most InputLimits.onboardingDocumentMaxBytes):
 * its text fields become the body, its files are read with @UploadedDocuments(). A JSON body is accepted
 * too, without files. Runs after the guards, so a refused caller never has the body read.
 */
export const DocumentsForm = (files: string[]) =>
  applyDecorators(SetMetadata(DOCUMENTS_FORM_KEY, files), UseInterceptors(DocumentsFormInterceptor));

export const UploadedDocuments = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedDocuments =>
    context.switchToHttp().getRequest<DocumentsRequest>().uploadedDocuments ?? {},
);

@Injectable()
export class DocumentsFormInterceptor implements NestInterceptor {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const names = this.reflector.get<string[]>(DOCUMENTS_FORM_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<DocumentsRequest>();
    request.uploadedDocuments = {};
    if (request.isMultipart()) {
      const { fields, files } = await readForm(request, names);
      refuseUnsafeText(fields);
      request.body = fields;
      request.uploadedDocuments = files;
    }
    return next.handle();
  }
}

async function readForm(
  request: FastifyRequest,
  names: string[],
): Promise<{ fields: Record<string, string>; files: UploadedDocuments }> {
  const fields: Record<string, string> = {};
  const files: UploadedDocuments = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: InputLimits.onboardingDocumentMaxBytes,
        files: names.length,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        parts: MAX_TEXT_FIELDS + names.length,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!names.includes(part.fieldname) || part.fieldname in files) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files[part.fieldname] = bytes;
      } else {
        if (part.valueTruncated) throw DomainError.invalid(ErrorText.badRequest);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw documentTooLarge();
    if (error instanceof DomainError) throw error;
    throw DomainError.invalid(ErrorText.badRequest);
  }
  return { fields, files };
}

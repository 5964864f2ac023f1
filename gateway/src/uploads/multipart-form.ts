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
import { ErrorText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { refuseUnsafeText } from '../http/request-input';

/**
 * The file of a multipart form, read into memory (the route's size limit bounds it). Its name and declared
 * type are dropped on purpose: only the bytes decide what it is.
 */
export interface UploadedFile {
  buffer: Buffer;
}

export interface MultipartFormOptions {
  /** The form field that carries the file; other file fields are ignored. */
  file: string;
  maxFileBytes: number;
}

type UploadRequest = FastifyRequest & { uploadedFile?: UploadedFile | null };

const MULTIPART_FORM_KEY = 'lobby:multipart-form';
const MAX_TEXT_FIELDS = 20;
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/** Refusal of a file over the route's limit: 413 with a text the client can show. */
export class FileTooLargeError extends Error {
  /** The error filter answers any error with a status and message with that status and text. */
  readonly status = 413;

  constructor(maxBytes: number) {
    super(`Please choose a file of at most ${formatBytes(maxBytes)}`);
  }
}

/**
 * The route takes a multipart form: its text fields become the body (validated by the route's DTO like
 * JSON), its file is read with @UploadedFormFile(). A JSON body is accepted too, without a file. Runs as
 * an interceptor, so after the guards (an unsigned caller never gets the body read) and before the pipes.
 */
export const MultipartForm = (options: MultipartFormOptions) =>
  applyDecorators(SetMetadata(MULTIPART_FORM_KEY, options), UseInterceptors(MultipartFormInterceptor));

export const UploadedFormFile = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedFile | null =>
    context.switchToHttp().getRequest<UploadRequest>().uploadedFile ?? null,
);

@Injectable()
export class MultipartFormInterceptor implements NestInterceptor {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const options = this.reflector.get<MultipartFormOptions>(MULTIPART_FORM_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<UploadRequest>();
    if (request.isMultipart()) {
      const { fields, file } = await readForm(request, options);
      refuseUnsafeText(fields);
      request.body = fields;
      request.uploadedFile = file;
    } else {
      request.uploadedFile = null;
    }
    return next.handle();
  }
}

async function readForm(
  request: FastifyRequest,
  options: MultipartFormOptions,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxFileBytes,
        files: 1,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        parts: MAX_TEXT_FIELDS + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== options.file) {
          part.file.resume();
          continue;
        }
        file = { buffer: await part.toBuffer() };
      } else {
        if (part.valueTruncated) throw DomainError.invalid(ErrorText.badRequest);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formError(error, options.maxFileBytes);
  }
  return { fields, file };
}

/**
 * Everything in the try above is reading the request, so a failure there is the form's fault: over the
 * file limit is 413; the other limits, a bad boundary or a truncated body (busboy) are 400.
 */
function formError(error: unknown, maxBytes: number): unknown {
  if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE')
    return new FileTooLargeError(maxBytes);
  if (error instanceof DomainError) return error;
  return DomainError.invalid(ErrorText.badRequest);
}

function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? `${megabytes} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

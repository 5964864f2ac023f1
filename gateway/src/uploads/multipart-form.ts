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
import { parseFormBody } from '../http/route-schemas.interceptor';

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

/** What a route's form may hold. The one reader of multipart forms (readForm) keeps to it. */
export interface FormLimits {
  /** The form fields that carry files, one file each; other file fields are ignored. */
  files: readonly string[];
  maxFileBytes: number;
  maxTextFields: number;
  maxTextFieldBytes: number;
  /** The refusal of a file over maxFileBytes. */
  fileTooLarge: () => Error;
}

/** The files of a form by field name, as read (an empty file part is an empty buffer). */
export type FormFiles = Record<string, Buffer>;

type FormRequest = FastifyRequest & { formFiles?: FormFiles };

const FORM_LIMITS_KEY = 'lobby:multipart-form';
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
 * The route takes a multipart form within these limits: its text fields become the body (validated by the
 * route's DTO like JSON), its files are on the request for a parameter decorator (@UploadedFormFile()). A
 * JSON body is accepted too, without files. Runs as an interceptor, so after the guards (an unsigned caller
 * never gets the body read) and before the pipes.
 */
export const MultipartFormWithin = (limits: FormLimits) =>
  applyDecorators(SetMetadata(FORM_LIMITS_KEY, limits), UseInterceptors(MultipartFormInterceptor));

/** An upload route: one file, refused with 413 over maxFileBytes. */
export const MultipartForm = ({ file, maxFileBytes }: MultipartFormOptions) =>
  MultipartFormWithin({
    files: [file],
    maxFileBytes,
    maxTextFields: MAX_TEXT_FIELDS,
    maxTextFieldBytes: MAX_TEXT_FIELD_BYTES,
    fileTooLarge: () => new FileTooLargeError(maxFileBytes),
  });

/** The limits of a route's multipart form, or undefined when it takes none (the fuzz suite reads them). */
export const formLimitsOf = (handler: object): FormLimits | undefined =>
  Reflect.getMetadata(FORM_LIMITS_KEY, handler) as FormLimits | undefined;

/** The files of the route's form by field name; none for a JSON body. */
export const formFilesOf = (context: ExecutionContext): FormFiles =>
  context.switchToHttp().getRequest<FormRequest>().formFiles ?? {};

/** The one file of an upload route's form, or null. */
export const UploadedFormFile = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedFile | null => {
    const [buffer] = Object.values(formFilesOf(context));
    return buffer ? { buffer } : null;
  },
);

@Injectable()
export class MultipartFormInterceptor implements NestInterceptor {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const limits = this.reflector.get<FormLimits>(FORM_LIMITS_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<FormRequest>();
    request.formFiles = {};
    if (request.isMultipart()) {
      const { fields, files } = await readForm(request, limits);
      refuseUnsafeText(fields);
      request.body = parseFormBody(context, fields);
      request.formFiles = files;
    }
    return next.handle();
  }
}

async function readForm(
  request: FastifyRequest,
  limits: FormLimits,
): Promise<{ fields: Record<string, string>; files: FormFiles }> {
  const fields: Record<string, string> = {};
  const files: FormFiles = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.files.length,
        fields: limits.maxTextFields,
        fieldSize: limits.maxTextFieldBytes,
        parts: limits.maxTextFields + limits.files.length,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!limits.files.includes(part.fieldname) || part.fieldname in files) {
          part.file.resume();
          continue;
        }
        files[part.fieldname] = await part.toBuffer();
      } else {
        if (part.valueTruncated) throw DomainError.invalid(ErrorText.badRequest);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formError(error, limits);
  }
  return { fields, files };
}

/**
 * Everything in the try above is reading the request, so a failure there is the form's fault: over the
 * file limit is the route's refusal; the other limits, a bad boundary or a truncated body (busboy) are 400.
 */
function formError(error: unknown, limits: FormLimits): unknown {
  if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') return limits.fileTooLarge();
  if (error instanceof DomainError) return error;
  return DomainError.invalid(ErrorText.badRequest);
}

function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? `${megabytes} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

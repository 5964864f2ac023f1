import { routes, SubmissionText, type ContactFormInput } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';

export const useSubmitContactForm = () =>
  useMutation({
    mutationFn: (body: ContactFormInput) => call(routes.submissions.contact, { body }),
    meta: { silent: true },
  });

/** 400 and 429 carry the server's reason; anything else is the spec's form error. */
export const contactErrorText = (error: unknown) =>
  error instanceof ApiError && error.fromServer && (error.status === 400 || error.status === 429)
    ? error.message
    : SubmissionText.failed;

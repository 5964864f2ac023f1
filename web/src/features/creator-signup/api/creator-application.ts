import { routes, SubmissionText, type CreatorApplicationInput } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';

export const useSubmitCreatorApplication = () =>
  useMutation({
    mutationFn: (body: CreatorApplicationInput) => call(routes.submissions.creatorApplication, { body }),
    meta: { silent: true },
  });

export const applicationErrorText = (error: unknown) =>
  error instanceof ApiError && error.fromServer && (error.status === 400 || error.status === 429)
    ? error.message
    : SubmissionText.failed;

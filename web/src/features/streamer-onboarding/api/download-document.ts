import { routes, type OnboardingDocumentDto } from '@lobby/contracts';
import { callDownload } from '../../../lib/api-client';

const EXTENSIONS: Record<OnboardingDocumentDto['contentType'], string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** Saves one of the streamer's private documents (fetched with the user's token). */
export const downloadDocument = (document: OnboardingDocumentDto, name: string) =>
  callDownload(routes.onboarding.document, `${name}.${EXTENSIONS[document.contentType]}`, {
    params: { id: document._id },
  });

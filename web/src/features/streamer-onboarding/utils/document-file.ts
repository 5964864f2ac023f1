import { InputLimits, OnboardingText } from '@lobby/contracts';

/** What the file pickers offer; the content check below is what decides (the server checks again). */
export const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg';

const SIGNATURES = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
];

/** The text to show for a document that can't be sent (wrong type by its bytes, or too large), else null. */
export async function documentProblem(file: File): Promise<string | null> {
  const bytes = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const known = SIGNATURES.some((signature) => signature.every((byte, index) => bytes[index] === byte));
  if (!known) return OnboardingText.documentType;
  if (file.size > InputLimits.onboardingDocumentMaxBytes) return OnboardingText.documentTooLarge;
  return null;
}

/**
 * Checks each picked document by content; shows each refused one's text on its field (`refuse`) and answers
 * whether all of them may be sent.
 */
export async function documentsAccepted<Field extends string>(
  documents: readonly (readonly [Field, File])[],
  refuse: (field: Field, problem: string) => void,
): Promise<boolean> {
  let accepted = true;
  for (const [field, file] of documents) {
    const problem = await documentProblem(file);
    if (problem) {
      refuse(field, problem);
      accepted = false;
    }
  }
  return accepted;
}

import type { DocumentContentType } from '@lobby/contracts';

const SIGNATURES: { type: DocumentContentType; extension: string; magic: number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
];

/** What a document's first bytes say it is (PDF, PNG or JPEG), or null; its name and declared type are ignored. */
export function documentTypeOf(bytes: Buffer): { type: DocumentContentType; extension: string } | null {
  const match = SIGNATURES.find(({ magic }) => magic.every((byte, index) => bytes[index] === byte));
  return match ? { type: match.type, extension: match.extension } : null;
}

export const extensionOf = (type: DocumentContentType): string =>
  SIGNATURES.find((signature) => signature.type === type)?.extension ?? 'bin';

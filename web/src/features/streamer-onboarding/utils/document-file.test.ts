import { InputLimits, OnboardingText } from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import { documentProblem } from './document-file';

const file = (bytes: number[] | Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('documentProblem', () => {
  it('accepts PDF, PNG and JPEG by their first bytes, whatever the name says', async () => {
    expect(
      await documentProblem(file([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'statement.pdf', 'application/pdf')),
    ).toBeNull();
    expect(
      await documentProblem(file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'scan.pdf', '')),
    ).toBeNull();
    expect(await documentProblem(file([0xff, 0xd8, 0xff, 0xe0], 'photo.txt', 'text/plain'))).toBeNull();
  });

  it('refuses other content named like a document', async () => {
    const text = new TextEncoder().encode('hello, not a pdf');
    expect(await documentProblem(file(text, 'statement.pdf', 'application/pdf'))).toBe(
      OnboardingText.documentType,
    );
    expect(await documentProblem(file([], 'empty.pdf', 'application/pdf'))).toBe(OnboardingText.documentType);
  });

  it('refuses a document over the limit', async () => {
    const big = new Uint8Array(InputLimits.onboardingDocumentMaxBytes + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await documentProblem(file(big, 'big.pdf', 'application/pdf'))).toBe(
      OnboardingText.documentTooLarge,
    );
  });
});

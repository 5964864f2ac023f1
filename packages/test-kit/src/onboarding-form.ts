/** A minimal PDF: what the onboarding form's documents are checked to be. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A streamer's onboarding as the form sends it, with its two PDF documents; `extra` adds or overrides fields. */
export function onboardingForm(extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  const fields = {
    fullName: 'Sam Streamer',
    gamingName: 'SamPlays',
    mobileNumber: '+44 7700 900123',
    address: '1 High Street, London',
    country: 'United Kingdom',
    tshirtSize: 'L',
    bankName: 'Example Bank',
    accountHolderName: 'Sam Streamer',
    accountNumber: '000123456789',
    bankOption: 'IBAN',
    iban: 'GB33BUKB20201555555555',
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const name of ['bankStatement', 'signedAgreement'])
    data.append(name, new File([new Uint8Array(PDF)], `${name}.pdf`, { type: 'application/pdf' }));
  return data;
}

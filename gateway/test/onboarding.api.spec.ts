import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AuthText,
  InputLimits,
  ONBOARDING_TERMS_CONFIG_KEY,
  OnboardingText,
  type StaffPermission,
} from '@lobby/contracts';
import sharp from 'sharp';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { streamerAccount, streamerCast } from './support/demo-cast';

const ONBOARD = '/api/post/streamer/onboard';
const BANK_DETAILS = '/api/v1/streamer/add-bank-details';
const STATUS = '/api/v1/streamer-bank-details-submission-status';
const TERMS = '/api/v1/streamer/onboarding-bank-details-terms-and-conditions';
const documentPath = (id: string) => `/api/v1/streamer/onboarding-documents/${id}`;

const ACCOUNT_NUMBER = '000123456789';
const IBAN = 'GB33BUKB20201555555555';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT = Buffer.from('just some text, not a statement\n');
const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,',
  'latin1',
);
const pngBytes = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
}
const pdf = (name = 'statement.pdf'): Upload => ({ bytes: PDF, name, type: 'application/pdf' });

const ONBOARDING_FIELDS = {
  fullName: 'Sam Streamer',
  gamingName: 'SamPlays',
  mobileNumber: '+44 7700 900123',
  address: '1 High Street, London',
  country: 'United Kingdom',
  tshirtSize: 'L',
  bankName: 'Example Bank',
  accountHolderName: 'Sam Streamer',
  accountNumber: ACCOUNT_NUMBER,
  bankOption: 'IBAN',
  iban: IBAN,
};
const BANK_DETAILS_FIELDS = {
  bankName: 'Example Bank',
  accountHolderName: 'Sam Streamer',
  accountNumber: '9988776655',
  bankCodeType: 'IFSC Code',
  bankCode: 'HDFC0001234',
};

function form(fields: Record<string, string>, files: Record<string, Upload | undefined> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    if (file) data.append(name, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  }
  return data;
}

const onboardingForm = (
  fields: Record<string, string> = ONBOARDING_FIELDS,
  files: Record<string, Upload | undefined> = { bankStatement: pdf(), signedAgreement: pdf('agreement.pdf') },
) => form(fields, files);

describe('gateway: streamer onboarding and bank details', () => {
  const stack = new GatewayHarness();
  const privateDir = mkdtempSync(join(tmpdir(), 'lobby-gw-private-'));
  let streamer: SignedInUser;
  let otherStreamer: SignedInUser;
  let fan: SignedInUser;
  let moderator: SignedInUser;
  let otherModerator: SignedInUser;

  beforeAll(async () => {
    await stack.start({ PRIVATE_FILES_DIR: privateDir }, {}, { content: true });
    ({ streamer, otherStreamer, fan, moderator, otherModerator } = await streamerCast(stack));
  }, 90_000);
  afterAll(async () => {
    await stack.stop();
    rmSync(privateDir, { recursive: true, force: true });
  });

  const invalid = (error: string) => ({ status: 400, body: { error } });
  const forbidden = { status: 403, body: { error: AuthText.forbidden } };
  const storedFiles = () => readdirSync(privateDir).sort();
  const rowsOf = (streamerId: string) =>
    stack.withIdentityDatabase(async (db) => ({
      documents: (
        await db.query<{ storage_key: string }>(
          'SELECT storage_key FROM onboarding_documents WHERE streamer_id = $1 ORDER BY storage_key',
          [streamerId],
        )
      ).rows.map((row) => row.storage_key),
      submissions: (
        await db.query('SELECT 1 FROM onboarding_submissions WHERE streamer_id = $1', [streamerId])
      ).rowCount,
      bankDetails: (
        await db.query('SELECT 1 FROM streamer_bank_details WHERE streamer_id = $1', [streamerId])
      ).rowCount,
    }));
  /** Nothing of a refused form is kept: no rows for the streamer, no new file in the private folder. */
  const expectNothingStoredFor = async (user: SignedInUser, filesBefore: string[]) => {
    expect(await rowsOf(user.id)).toEqual({ documents: [], submissions: 0, bankDetails: 0 });
    expect(storedFiles()).toEqual(filesBefore);
  };

  describe('the spec §5 texts, with nothing stored', () => {
    let user: SignedInUser;
    let before: string[];
    beforeAll(async () => {
      user = await streamerAccount(stack);
    });
    beforeEach(() => {
      before = storedFiles();
    });
    afterEach(() => expectNothingStoredFor(user, before));

    const submit = (body: FormData) => stack.post(ONBOARD, body, { token: user.accessToken });
    const without = (name: string) =>
      Object.fromEntries(Object.entries(ONBOARDING_FIELDS).filter(([key]) => key !== name));

    it('asks for a bank option and its value', async () => {
      expect(await submit(onboardingForm(without('bankOption')))).toMatchObject(
        invalid(OnboardingText.bankOptionRequired),
      );
      expect(await submit(onboardingForm(without('iban')))).toMatchObject(
        invalid(OnboardingText.bankOptionRequired),
      );
      expect(await submit(onboardingForm({ ...without('iban'), iban: '   ' }))).toMatchObject(
        invalid(OnboardingText.bankOptionRequired),
      );
    });

    it('refuses an option outside SWIFT Code, IBAN, Routing Number, Sort Code, IFSC Code and Bank Code', async () => {
      expect(await submit(onboardingForm({ ...ONBOARDING_FIELDS, bankOption: 'Bitcoin' }))).toMatchObject(
        invalid(OnboardingText.invalidBankOption),
      );
    });

    it('asks for the bank statement, then the signed agreement', async () => {
      expect(await submit(onboardingForm(ONBOARDING_FIELDS, {}))).toMatchObject(
        invalid(OnboardingText.bankStatementRequired),
      );
      expect(await submit(onboardingForm(ONBOARDING_FIELDS, { signedAgreement: pdf() }))).toMatchObject(
        invalid(OnboardingText.bankStatementRequired),
      );
      expect(await submit(onboardingForm(ONBOARDING_FIELDS, { bankStatement: pdf() }))).toMatchObject(
        invalid(OnboardingText.signedAgreementRequired),
      );
    });

    it('asks for every other field of the form', async () => {
      for (const name of ['fullName', 'accountNumber', 'country', 'tshirtSize']) {
        expect(await submit(onboardingForm(without(name)))).toMatchObject(
          invalid(OnboardingText.requiredFields),
        );
      }
    });

    it("answers 'Please fill all the required fields' for incomplete bank details or a missing cheque", async () => {
      const post = (body: FormData) => stack.post(BANK_DETAILS, body, { token: user.accessToken });
      const { bankCode: _code, ...withoutCode } = BANK_DETAILS_FIELDS;
      expect(await post(form(withoutCode, { cancelledCheque: pdf() }))).toMatchObject(
        invalid(OnboardingText.requiredFields),
      );
      expect(await post(form(BANK_DETAILS_FIELDS))).toMatchObject(invalid(OnboardingText.requiredFields));
      expect(
        await post(form({ ...BANK_DETAILS_FIELDS, bankCodeType: 'Bitcoin' }, { cancelledCheque: pdf() })),
      ).toMatchObject(invalid(OnboardingText.invalidBankOption));
    });

    it('refuses a text file named .pdf and a GIF named .png, judged by their bytes', async () => {
      const renamedText = { bytes: TEXT, name: 'statement.pdf', type: 'application/pdf' };
      const renamedGif = { bytes: GIF, name: 'agreement.png', type: 'image/png' };
      expect(
        await submit(
          onboardingForm(ONBOARDING_FIELDS, { bankStatement: renamedText, signedAgreement: pdf() }),
        ),
      ).toMatchObject(invalid(OnboardingText.documentType));
      expect(
        await submit(
          onboardingForm(ONBOARDING_FIELDS, { bankStatement: pdf(), signedAgreement: renamedGif }),
        ),
      ).toMatchObject(invalid(OnboardingText.documentType));
      expect(
        await stack.post(BANK_DETAILS, form(BANK_DETAILS_FIELDS, { cancelledCheque: renamedText }), {
          token: user.accessToken,
        }),
      ).toMatchObject(invalid(OnboardingText.documentType));
    });

    it('refuses a document over the size limit', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(InputLimits.onboardingDocumentMaxBytes)]);
      const response = await submit(
        onboardingForm(ONBOARDING_FIELDS, {
          bankStatement: pdf(),
          signedAgreement: { bytes: big, name: 'agreement.pdf', type: 'application/pdf' },
        }),
      );
      expect(response).toMatchObject(invalid(OnboardingText.documentTooLarge));
      expect(OnboardingText.documentTooLarge).toBe('Please upload a file of at most 5 MB.');
    });
  });

  describe('a submission', () => {
    let submission: { _id: string; bankStatement: { _id: string }; signedAgreement: { _id: string } };
    let png: Buffer;

    beforeAll(async () => {
      png = await pngBytes();
      // A PNG named .pdf is a PNG: the bytes decide, and it is kept as one.
      const response = await stack.post(
        ONBOARD,
        onboardingForm(ONBOARDING_FIELDS, {
          bankStatement: pdf(),
          signedAgreement: { bytes: png, name: 'agreement.pdf', type: 'application/pdf' },
        }),
        { token: streamer.accessToken },
      );
      expect(response.status).toBe(200);
      submission = response.body.submission;
    });

    it('answers every field with the numbers masked to their last 4, status submitted', async () => {
      // Every field as sent, but the account number and the IBAN (the bank code), masked.
      const { accountNumber, iban, ...shownAsSent } = ONBOARDING_FIELDS;
      const expected = {
        status: 'submitted',
        ...shownAsSent,
        accountNumber: '****6789',
        bankCode: '****5555',
        bankStatement: { contentType: 'application/pdf', byteSize: PDF.length },
        signedAgreement: { contentType: 'image/png', byteSize: png.length },
        verifiedAt: null,
      };
      expect(submission).toMatchObject(expected);
      const status = await stack.get(STATUS, { token: streamer.accessToken });
      expect(status).toMatchObject({
        status: 200,
        body: { status: 'submitted', onboarding: expected, bankDetails: null },
      });
      expect(status.text).not.toContain(accountNumber);
      expect(status.text).not.toContain(iban);
    });

    it('keeps the account number and IBAN encrypted in the database', async () => {
      const { rows } = await stack.withIdentityDatabase((db) =>
        db.query<{ account_number_encrypted: string; bank_code_encrypted: string }>(
          'SELECT account_number_encrypted, bank_code_encrypted FROM onboarding_submissions WHERE streamer_id = $1',
          [streamer.id],
        ),
      );
      expect(rows).toHaveLength(1);
      const stored = `${rows[0].account_number_encrypted} ${rows[0].bank_code_encrypted}`;
      expect(stored).not.toContain(ACCOUNT_NUMBER);
      expect(stored).not.toContain('6789');
      expect(stored).not.toContain(IBAN);
      expect(rows[0].account_number_encrypted).toMatch(/^v1:/);
    });

    it('lets the streamer, their moderator and staff with Onboarding read fetch a document', async () => {
      const readers = [
        streamer.accessToken,
        moderator.accessToken,
        (await stack.staffUser([{ service: 'Onboarding', read: true, write: false }])).accessToken,
        (await stack.staffUser([{ service: 'Onboarding', read: true, write: true }], 'finance')).accessToken,
      ];
      for (const token of readers) {
        const statement = await fetch(`${stack.gateway.url}${documentPath(submission.bankStatement._id)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(statement.status).toBe(200);
        expect(statement.headers.get('content-type')).toBe('application/pdf');
        expect(statement.headers.get('cache-control')).toBe('private, no-store');
        expect(Buffer.from(await statement.arrayBuffer()).equals(PDF)).toBe(true);
      }
      const agreement = await fetch(`${stack.gateway.url}${documentPath(submission.signedAgreement._id)}`, {
        headers: { authorization: `Bearer ${streamer.accessToken}` },
      });
      expect(agreement.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await agreement.arrayBuffer()).equals(png)).toBe(true);
    });

    it('refuses the document to anyone else', async () => {
      const staffWithout: StaffPermission[] = [{ service: 'Influencers', read: true, write: true }];
      for (const token of [
        otherStreamer.accessToken,
        fan.accessToken,
        otherModerator.accessToken,
        (await stack.staffUser(staffWithout)).accessToken,
      ]) {
        expect(await stack.get(documentPath(submission.bankStatement._id), { token })).toMatchObject(
          forbidden,
        );
      }
      expect((await stack.get(documentPath(submission.bankStatement._id))).status).toBe(401);
      expect(
        await stack.get(documentPath('0190a5b2-0000-7000-8000-000000000000'), {
          token: streamer.accessToken,
        }),
      ).toMatchObject({ status: 404, body: { error: OnboardingText.documentNotFound } });
      expect((await stack.get(documentPath('not-an-id'), { token: streamer.accessToken })).status).toBe(400);
    });
  });

  describe('who may use the streamer routes', () => {
    it('refuses fans, other streamers and moderators of other streamers with 403', async () => {
      const asOther = `?streamerId=${streamer.id}`;
      for (const [token, query] of [
        [fan.accessToken, ''],
        [fan.accessToken, asOther],
        [otherStreamer.accessToken, asOther],
        [otherModerator.accessToken, asOther],
        [moderator.accessToken, ''],
      ]) {
        const before = storedFiles();
        expect(await stack.get(`${STATUS}${query}`, { token })).toMatchObject(forbidden);
        expect(await stack.get(`${TERMS}${query}`, { token })).toMatchObject(forbidden);
        expect(await stack.post(`${ONBOARD}${query}`, onboardingForm(), { token })).toMatchObject(forbidden);
        expect(
          await stack.post(`${BANK_DETAILS}${query}`, form(BANK_DETAILS_FIELDS, { cancelledCheque: pdf() }), {
            token,
          }),
        ).toMatchObject(forbidden);
        expect(storedFiles()).toEqual(before);
      }
      expect((await stack.get(STATUS)).status).toBe(401);
    });

    it('lets a moderator submit bank details and read the status for a streamer in their list', async () => {
      const query = `?streamerId=${streamer.id}`;
      const saved = await stack.post(
        `${BANK_DETAILS}${query}`,
        form(BANK_DETAILS_FIELDS, { cancelledCheque: pdf('cheque.pdf') }),
        { token: moderator.accessToken },
      );
      expect(saved).toMatchObject({
        status: 200,
        body: {
          message: OnboardingText.bankDetailsSaved,
          bankDetails: {
            bankName: 'Example Bank',
            accountHolderName: 'Sam Streamer',
            accountNumber: '****6655',
            bankCodeType: 'IFSC Code',
            bankCode: '****1234',
            cancelledCheque: { contentType: 'application/pdf' },
          },
        },
      });
      expect(saved.body.replacedStorageKeys).toBeUndefined();
      const status = await stack.get(`${STATUS}${query}`, { token: moderator.accessToken });
      expect(status).toMatchObject({
        status: 200,
        body: { status: 'submitted', bankDetails: { _id: saved.body.bankDetails._id } },
      });
      const { rows } = await stack.withIdentityDatabase((db) =>
        db.query<{ account_number_encrypted: string }>(
          'SELECT account_number_encrypted FROM streamer_bank_details WHERE streamer_id = $1',
          [streamer.id],
        ),
      );
      expect(rows[0].account_number_encrypted).not.toContain('9988776655');
    });
  });

  describe('resubmitting', () => {
    it('replaces a submission that is not verified, removing the old documents', async () => {
      const user = await streamerAccount(stack);
      const first = await stack.post(ONBOARD, onboardingForm(), { token: user.accessToken });
      expect(first.status).toBe(200);
      const firstFiles = (await rowsOf(user.id)).documents;
      expect(firstFiles).toHaveLength(2);

      const second = await stack.post(
        ONBOARD,
        onboardingForm({ ...ONBOARDING_FIELDS, bankOption: 'SWIFT Code', swiftCode: 'BUKBGB22XXX' }),
        { token: user.accessToken },
      );
      expect(second).toMatchObject({
        status: 200,
        body: { submission: { status: 'submitted', bankOption: 'SWIFT Code', bankCode: '****2XXX' } },
      });
      const rows = await rowsOf(user.id);
      expect(rows).toMatchObject({ submissions: 1 });
      expect(rows.documents).toHaveLength(2);
      for (const key of firstFiles) {
        expect(rows.documents).not.toContain(key);
        expect(storedFiles()).not.toContain(key);
      }
      expect(
        await stack.get(documentPath(first.body.submission.bankStatement._id), { token: user.accessToken }),
      ).toMatchObject({ status: 404 });
    });

    it('refuses to replace verified details with 409 and stores nothing', async () => {
      const user = await streamerAccount(stack);
      expect((await stack.post(ONBOARD, onboardingForm(), { token: user.accessToken })).status).toBe(200);
      await stack.withIdentityDatabase((db) =>
        db.query(
          "UPDATE onboarding_submissions SET status = 'verified', verified_at = now() WHERE streamer_id = $1",
          [user.id],
        ),
      );
      const before = { rows: await rowsOf(user.id), files: storedFiles() };
      expect(await stack.post(ONBOARD, onboardingForm(), { token: user.accessToken })).toMatchObject({
        status: 409,
        body: { error: OnboardingText.alreadyVerified },
      });
      expect({ rows: await rowsOf(user.id), files: storedFiles() }).toEqual(before);
      expect(await stack.get(STATUS, { token: user.accessToken })).toMatchObject({
        body: { status: 'verified', onboarding: { status: 'verified' } },
      });
    });
  });

  describe('the onboarding terms', () => {
    it('answers the default text until staff configure one', async () => {
      const answer = await stack.get(TERMS, { token: streamer.accessToken });
      expect(answer.status).toBe(200);
      expect(answer.body.termsAndConditions).toContain('bank');

      await stack.withDatabase(stack.contentDatabaseName, (db) =>
        db.query('INSERT INTO configurations (key, value, description) VALUES ($1, $2, $3)', [
          ONBOARDING_TERMS_CONFIG_KEY,
          'Our own onboarding terms.',
          'Onboarding terms',
        ]),
      );
      expect(
        await stack.get(`${TERMS}?streamerId=${streamer.id}`, { token: moderator.accessToken }),
      ).toMatchObject({ status: 200, body: { termsAndConditions: 'Our own onboarding terms.' } });
    });
  });
});

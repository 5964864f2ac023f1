import { AuditEventSubjects, DomainEventSubjects } from '@lobby/contracts';
import { refusal } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';
import { canonicalUsername } from './usernames-script.service';

describe('canonical usernames', () => {
  it.each([
    ['Rhea_Rush', 'Rhea', 'rhea_rush'],
    ['rhea__rush.', 'Rhea', 'rhea_rush'],
    ['_.x', 'Tomás Díaz', 'tomas_diaz'],
    ['ok', 'X', 'player_ok'],
    ['already_fine', 'A', 'already_fine'],
  ])('%s (%s) → %s', (username, fullName, expected) => {
    expect(canonicalUsername(username, fullName)).toBe(expected);
  });
});

describe('identity: the usernames script', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  it('previews exactly what applying does, renames with a number on a clash, and changes nothing the second time', async () => {
    const staff = await identity.staffUser([{ service: 'User Management', read: true, write: true }]);
    const upper = await identity.verifiedUser({ username: 'Loud_Gamer', fullName: 'Loud Gamer' });
    const doubled = await identity.verifiedUser({ username: 'two__under', fullName: 'Two Under' });
    // The clean form of "Two.Under_" is taken by nobody, but "two_under" (the clean form of two__under) is
    // wanted by both: the older account gets it, the newer one a number.
    const clash = await identity.verifiedUser({ username: 'two_under_', fullName: 'Two Under Again' });

    const preview = await identity.send('identity.usernamesScript', { userId: staff.user._id, apply: false });
    expect(preview.applied).toBe(false);
    const mine = (run: typeof preview) =>
      run.changes.filter((c) => [upper.user._id, doubled.user._id, clash.user._id].includes(c.id));
    expect(mine(preview)).toEqual([
      { id: upper.user._id, label: 'Loud Gamer', from: 'Loud_Gamer', to: 'loud_gamer' },
      { id: doubled.user._id, label: 'Two Under', from: 'two__under', to: 'two_under' },
      { id: clash.user._id, label: 'Two Under Again', from: 'two_under_', to: 'two_under_2' },
    ]);
    expect(preview.conflicts.map((c) => c.id)).toContain(clash.user._id);

    const applied = await identity.send('identity.usernamesScript', { userId: staff.user._id, apply: true });
    expect({ ...applied, applied: false }).toEqual(preview);
    expect((await identity.userRow(clash.user._id)).username).toBe('two_under_2');
    expect((await identity.login('loud_gamer')).user._id).toBe(upper.user._id);

    const { rows } = await identity.db.query(
      `SELECT subject, payload FROM kit_outbox WHERE (subject = $1 AND payload->'target'->>'id' = $3)
          OR (subject = $2 AND payload->>'userId' = $3) ORDER BY created_at`,
      [AuditEventSubjects.staffAction, DomainEventSubjects.userProfileChanged, doubled.user._id],
    );
    expect(rows.map((row) => row.payload.after?.username ?? row.payload.username)).toEqual(
      expect.arrayContaining(['two_under']),
    );
    expect(rows.find((row) => row.subject === AuditEventSubjects.staffAction)?.payload).toMatchObject({
      action: 'identity.username.regenerate',
      actorId: staff.user._id,
      before: { username: 'two__under' },
      after: { username: 'two_under' },
    });

    const again = await identity.send('identity.usernamesScript', { userId: staff.user._id, apply: true });
    expect(again.changes).toEqual([]);
  });

  it('needs User Management: read to preview, write to apply', async () => {
    const reader = await identity.staffUser([{ service: 'User Management', read: true, write: false }]);
    expect(
      (await identity.send('identity.usernamesScript', { userId: reader.user._id, apply: false })).applied,
    ).toBe(false);
    expect(
      (await refusal(identity.send('identity.usernamesScript', { userId: reader.user._id, apply: true })))
        .status,
    ).toBe(403);
    const fan = await identity.verifiedUser();
    expect(
      (await refusal(identity.send('identity.usernamesScript', { userId: fan.user._id, apply: false })))
        .status,
    ).toBe(403);
  });
});

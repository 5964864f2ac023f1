import { randomUUID } from 'node:crypto';
import { AuditEventSubjects, AuthText, StaffText, type StaffActionEvent } from '@lobby/contracts';
import { DomainEventPublisher, refusal, waitFor } from '@lobby/test-kit';
import { IdentityHarness } from '../test/identity-harness';

describe('identity: the audit log', () => {
  const identity = new IdentityHarness();
  const events = new DomainEventPublisher();
  beforeAll(async () => {
    await identity.start();
    await events.start(identity.nats.url);
  }, 30_000);
  afterAll(async () => {
    await events.stop();
    await identity.stop();
  });

  const auditor = () => identity.staffUser([{ service: 'Permissions', read: true, write: false }]);
  const log = (userId: string, query: Record<string, string | number> = {}) =>
    identity.send('identity.auditLog', { userId, ...query });
  const action = (actorId: string, overrides: Partial<StaffActionEvent> = {}): StaffActionEvent => ({
    actorId,
    action: 'catalog.game.update',
    target: { type: 'game', id: randomUUID(), label: 'Valorant' },
    before: { name: 'Valorant', isActive: true },
    after: { name: 'Valorant', isActive: false },
    at: new Date().toISOString(),
    ...overrides,
  });
  const storedRows = async (targetId: string) =>
    (await identity.db.query('SELECT * FROM staff_audit_log WHERE target_id = $1', [targetId])).rows;

  it("stores another service's staff actions once, with the actor's name and role at the time", async () => {
    const reader = await auditor();
    const editor = await identity.staffUser([{ service: 'games', read: true, write: true }], 'marketing');
    const event = action(editor.user._id);
    const eventId = await events.publish(AuditEventSubjects.staffAction, event);
    // The same event delivered again (a relay retried after a crash) adds nothing.
    await events.publish(AuditEventSubjects.staffAction, event, eventId);
    await waitFor(async () => (await storedRows(event.target.id)).length === 1, { what: 'the audit row' });

    // A later demotion doesn't rewrite who did it.
    await identity.setRole(editor.user._id, 'finance');
    const page = await log(reader.user._id, { targetId: event.target.id });
    expect(page).toMatchObject({ total: 1, page: 1, limit: 10, totalPages: 1 });
    expect(page.data[0]).toEqual({
      _id: eventId,
      ...event,
      actorUsername: editor.username,
      actorRole: 'marketing',
    });
    expect(await storedRows(event.target.id)).toHaveLength(1);
  });

  it('ignores a malformed event without stopping the ones after it', async () => {
    const reader = await auditor();
    const badTarget = randomUUID();
    await events.publish(AuditEventSubjects.staffAction, {
      ...action('not-a-uuid'),
      target: { type: 'x', id: badTarget },
    });
    const good = action(reader.user._id);
    await events.publish(AuditEventSubjects.staffAction, good);
    await waitFor(async () => (await storedRows(good.target.id)).length === 1, { what: 'the good row' });
    expect(await storedRows(badTarget)).toHaveLength(0);
  });

  it('lists newest first, ten a page, filtered by actor, action prefix, target and time', async () => {
    const reader = await auditor();
    const actor = await identity.staffUser([]);
    const other = await identity.staffUser([]);
    const gameId = randomUUID();
    const base = Date.parse('2030-01-01T00:00:00Z');
    const published: StaffActionEvent[] = [];
    for (let i = 0; i < 12; i++) {
      published.push(
        action(i === 0 ? other.user._id : actor.user._id, {
          action: i % 2 ? 'payments.payout.complete' : 'catalog.game.update',
          target: { type: i % 3 ? 'payout' : 'game', id: i === 3 ? gameId : randomUUID() },
          at: new Date(base + i * 60_000).toISOString(),
        }),
      );
    }
    for (const event of published) await events.publish(AuditEventSubjects.staffAction, event);
    await waitFor(
      async () => (await log(reader.user._id, { from: '2030-01-01T00:00:00Z', limit: 100 })).total >= 12,
      { what: 'twelve rows' },
    );

    const window = { from: '2030-01-01T00:00:00Z', to: '2030-01-01T00:11:00Z' };
    const first = await log(reader.user._id, window);
    expect(first).toMatchObject({ total: 12, totalPages: 2, limit: 10 });
    expect(first.data.map((entry) => entry.at)).toEqual(
      published
        .slice(2)
        .reverse()
        .map((e) => e.at),
    );
    const second = await log(reader.user._id, { ...window, page: 2 });
    expect(second.data.map((entry) => entry.at)).toEqual([published[1].at, published[0].at]);

    const byActor = await log(reader.user._id, { ...window, actorId: other.user._id });
    expect(byActor.data.map((entry) => entry.at)).toEqual([published[0].at]);
    const payouts = await log(reader.user._id, { ...window, action: 'payments.' });
    expect(payouts.total).toBe(6);
    expect(payouts.data.every((entry) => entry.action === 'payments.payout.complete')).toBe(true);
    // A prefix is literal: '%' matches nothing rather than everything.
    expect((await log(reader.user._id, { ...window, action: '%' })).total).toBe(0);
    const target = await log(reader.user._id, { targetType: 'game', targetId: gameId });
    expect(target.data.map((entry) => entry.at)).toEqual([published[3].at]);
    expect((await log(reader.user._id, { targetType: 'payout', targetId: gameId })).total).toBe(0);
    const late = await log(reader.user._id, { from: '2030-01-01T00:10:00Z', to: '2030-01-01T00:11:00Z' });
    expect(late.data.map((entry) => entry.at)).toEqual([published[11].at, published[10].at]);
  });

  it('is open only to staff with Permissions read, and refuses a malformed filter with a 400', async () => {
    const gamesStaff = await identity.staffUser([{ service: 'games', read: true, write: true }]);
    const fan = await identity.verifiedUser();
    expect(await refusal(log(gamesStaff.user._id))).toEqual({ status: 403, message: AuthText.forbidden });
    expect(await refusal(log(fan.user._id))).toEqual({ status: 403, message: AuthText.forbidden });
    const reader = await auditor();
    const malformed: Record<string, string>[] = [
      { actorId: 'nobody' },
      { from: 'yesterday' },
      { to: 'x'.repeat(300) },
    ];
    for (const bad of malformed)
      expect(await refusal(log(reader.user._id, bad))).toEqual({
        status: 400,
        message: StaffText.invalidAuditFilter,
      });
  });
});

import {
  AccountFieldText,
  BookingText,
  EditGamerTagBody,
  firstIssueText,
  gamerTag,
  InputLimits,
  ProfileLimits,
  SetLobbyCodeBody,
} from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import { schemaRule } from './schema-rule';

const SLOT = '01a227c6-4049-7139-a034-f5595da33609';

/** What booking answers for a whole body. */
const answer = (result: { success: boolean; error?: Parameters<typeof firstIssueText>[0] }) =>
  result.success ? null : firstIssueText(result.error!);

describe('a field rule from its schema', () => {
  it("says what booking answers for a gamer tag (the edit-gamer-tags form's rule)", () => {
    const rule = schemaRule(gamerTag);
    const tooLong = 'x'.repeat(ProfileLimits.gamerTagMax + 1);
    for (const tag of ['   ', tooLong])
      expect(rule(tag)).toBe(
        answer(EditGamerTagBody.safeParse({ slotId: SLOT, gamerTagId: SLOT, gamerTag: tag })),
      );
    expect(rule('   ')).toBe(BookingText.gamerTagsRequired);
    expect(rule(tooLong)).toBe(AccountFieldText.gamerTagTooLong);
    expect(rule('Nova')).toBeNull();
  });

  it("says what booking answers for a lobby code (the lobby code form's rule)", () => {
    const rule = schemaRule(SetLobbyCodeBody.shape.lobbyCode);
    const tooLong = 'x'.repeat(InputLimits.lobbyCodeMax + 1);
    expect(rule(tooLong)).toBe(answer(SetLobbyCodeBody.safeParse({ slotId: SLOT, lobbyCode: tooLong })));
    expect(rule(tooLong)).not.toBeNull();
    expect(rule('ABC-123')).toBeNull();
  });
});

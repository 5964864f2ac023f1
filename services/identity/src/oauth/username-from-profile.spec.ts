import { USERNAME_PATTERN } from '@lobby/contracts';
import { usernameBase, withSuffix } from './username-from-profile';

describe('usernames for social accounts', () => {
  it('builds the username from the name, without accents or other characters', () => {
    expect(usernameBase('  Zoë  Quinn-Player ', null)).toBe('zoe_quinn_player');
    expect(usernameBase('Ann.Lee', 'x@y.co')).toBe('ann.lee');
  });

  it("falls back to the email's local part, then to 'player'", () => {
    expect(usernameBase('李', 'Gamer.Girl+tag@mail.com')).toBe('gamer.girl_tag');
    expect(usernameBase('李', null)).toBe('player');
    expect(usernameBase('Al', 'al@x.io')).toBe('player_al');
  });

  it('stays within the username pattern, even with a suffix', () => {
    const long = usernameBase('A very very long display name that goes on and on', null);
    expect(long).toHaveLength(30);
    expect(long).toMatch(USERNAME_PATTERN);
    expect(withSuffix(long, 'abc123')).toBe(`${long.slice(0, 23)}_abc123`);
    expect(withSuffix(long)).toMatch(USERNAME_PATTERN);
  });
});

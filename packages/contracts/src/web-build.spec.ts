import { matchesRoutePattern } from './web-build';

describe('matchesRoutePattern', () => {
  it('matches a parameter segment with any one segment, and literal segments exactly', () => {
    expect(matchesRoutePattern('/stars/:username/gigs/:slug', '/stars/nova/gigs/ranked-duo')).toBe(true);
    expect(matchesRoutePattern('/stars/:username', '/stars/nova')).toBe(true);
    expect(matchesRoutePattern('/stars/:username', '/stars/nova/')).toBe(true);
    expect(matchesRoutePattern('/browse', '/browse')).toBe(true);
  });

  it('refuses a different number of segments, another literal or an empty parameter', () => {
    expect(matchesRoutePattern('/stars/:username', '/stars/nova/live')).toBe(false);
    expect(matchesRoutePattern('/stars/:username/gigs/:slug', '/stars/nova/gigs')).toBe(false);
    expect(matchesRoutePattern('/stars/:username/gigs/:slug', '/stars/nova/live/x')).toBe(false);
    expect(matchesRoutePattern('/stars/:username', '/stars//')).toBe(false);
    expect(matchesRoutePattern('/browse', '/browsers')).toBe(false);
  });

  it('matches the root pattern only at the root', () => {
    expect(matchesRoutePattern('/', '/')).toBe(true);
    expect(matchesRoutePattern('/', '/browse')).toBe(false);
  });
});

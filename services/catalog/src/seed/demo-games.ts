import type { Palette } from './demo-art';
import demoGames from './demo-games.json';

/** A real game with real-ish modes, in the colours its cover is known for (demo-games.json). */
export interface DemoGame {
  name: string;
  slug: string;
  desc: string;
  palette: Palette;
  platforms: string[];
  crossplatform: boolean;
  showLanding: boolean;
  /** `players`: the fans who join the star. */
  modes: { name: string; minutes: number; players: number }[];
}

export const DEMO_GAMES: readonly DemoGame[] = demoGames;

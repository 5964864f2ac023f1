import type { Palette } from './demo-art';

export interface DemoGame {
  name: string;
  slug: string;
  desc: string;
  palette: Palette;
  platforms: string[];
  crossplatform: boolean;
  showLanding: boolean;
  /** name, minutes, players (fans who join the star). */
  modes: [string, number, number][];
}

const ALL = ['PlayStation', 'Nintendo Switch', 'XBOX', 'PC', 'Android', 'iOS'];
const CONSOLES_AND_PC = ['PlayStation', 'Nintendo Switch', 'XBOX', 'PC'];

/** Real games with real-ish modes, in the colours their covers are known for. */
export const DEMO_GAMES: readonly DemoGame[] = [
  {
    name: 'Valorant',
    slug: 'valorant',
    desc: "Riot's 5v5 character-based tactical shooter: precise gunplay, agent abilities and one spike to plant.",
    palette: { primary: '#ff4655', secondary: '#0f1923', alternate: '#ece8e1' },
    platforms: ['PC', 'PlayStation', 'XBOX'],
    crossplatform: false,
    showLanding: true,
    modes: [
      ['Competitive', 45, 4],
      ['Unrated', 40, 4],
      ['Spike Rush', 15, 4],
      ['Team Deathmatch', 12, 4],
    ],
  },
  {
    name: 'Apex Legends',
    slug: 'apex-legends',
    desc: 'A hero battle royale where squads of legends drop in, loot up and fight to be the last team standing.',
    palette: { primary: '#da292a', secondary: '#1c1c1c', alternate: '#f5f5f5' },
    platforms: CONSOLES_AND_PC,
    crossplatform: true,
    showLanding: true,
    modes: [
      ['Trios', 25, 2],
      ['Duos', 20, 1],
      ['Ranked Trios', 30, 2],
      ['Mixtape', 15, 2],
    ],
  },
  {
    name: 'Fortnite',
    slug: 'fortnite',
    desc: 'Build, edit and battle in the world’s biggest battle royale, with Zero Build and Creative islands.',
    palette: { primary: '#7b2ff7', secondary: '#1b1446', alternate: '#ffd93b' },
    platforms: ALL,
    crossplatform: true,
    showLanding: true,
    modes: [
      ['Battle Royale Squads', 25, 3],
      ['Zero Build Duos', 20, 1],
      ['Creative Box Fights', 15, 1],
      ['Reload', 15, 3],
    ],
  },
  {
    name: 'Counter-Strike 2',
    slug: 'counter-strike-2',
    desc: 'The classic 5v5 of terrorists and counter-terrorists, rebuilt on Source 2 with smokes that react.',
    palette: { primary: '#de9b35', secondary: '#1b2838', alternate: '#5d79ae' },
    platforms: ['PC'],
    crossplatform: false,
    showLanding: true,
    modes: [
      ['Premier', 50, 4],
      ['Competitive', 45, 4],
      ['Wingman', 25, 1],
      ['Retakes', 20, 4],
    ],
  },
  {
    name: 'League of Legends',
    slug: 'league-of-legends',
    desc: 'Two teams of five champions battle down three lanes to destroy the enemy Nexus.',
    palette: { primary: '#c89b3c', secondary: '#091428', alternate: '#0ac8b9' },
    platforms: ['PC'],
    crossplatform: false,
    showLanding: true,
    modes: [
      ['Ranked Duo', 35, 1],
      ['Normal Draft', 35, 4],
      ['ARAM', 20, 4],
      ['Arena', 20, 1],
    ],
  },
  {
    name: 'EA SPORTS FC 25',
    slug: 'ea-sports-fc-25',
    desc: 'Football with Ultimate Team, Rush and Clubs: build your squad and play it your way.',
    palette: { primary: '#00d26a', secondary: '#0c1f2c', alternate: '#d4ff3f' },
    platforms: CONSOLES_AND_PC,
    crossplatform: true,
    showLanding: true,
    modes: [
      ['Ultimate Team Friendly', 20, 1],
      ['Rush 5v5', 15, 4],
      ['Clubs', 30, 4],
      ['Kick-Off', 15, 1],
    ],
  },
  {
    name: 'Call of Duty: Warzone',
    slug: 'call-of-duty-warzone',
    desc: 'Free-to-play combat royale: drop into Urzikstan, gear up from loadout drops and win your way back from the Gulag.',
    palette: { primary: '#9dff00', secondary: '#0b0d0f', alternate: '#4d5d53' },
    platforms: ['PC', 'PlayStation', 'XBOX'],
    crossplatform: true,
    showLanding: true,
    modes: [
      ['Battle Royale Quads', 30, 3],
      ['Resurgence Trios', 20, 2],
      ['Plunder', 25, 3],
    ],
  },
  {
    name: 'Minecraft',
    slug: 'minecraft',
    desc: 'Mine, craft and build anything, alone or with friends, from survival worlds to redstone machines.',
    palette: { primary: '#62b47a', secondary: '#4a2f1b', alternate: '#8fca5c' },
    platforms: ALL,
    crossplatform: true,
    showLanding: true,
    modes: [
      ['Survival Co-op', 60, 3],
      ['Creative Build', 60, 3],
      ['Bedwars', 20, 3],
      ['Any% Speedrun', 30, 1],
    ],
  },
  {
    name: 'Rocket League',
    slug: 'rocket-league',
    desc: 'Soccer with rocket-powered cars: aerials, flip resets and ceiling shots.',
    palette: { primary: '#0085ff', secondary: '#0b1b3b', alternate: '#ff8a00' },
    platforms: CONSOLES_AND_PC,
    crossplatform: true,
    showLanding: true,
    modes: [
      ['1v1 Duel', 15, 1],
      ['2v2 Doubles', 20, 1],
      ['3v3 Standard', 25, 2],
      ['Rumble', 15, 2],
    ],
  },
  {
    name: 'Overwatch 2',
    slug: 'overwatch-2',
    desc: 'Team-based hero shooter: tank, damage and support heroes fight over payloads and control points.',
    palette: { primary: '#f99e1a', secondary: '#43484c', alternate: '#218ffe' },
    platforms: CONSOLES_AND_PC,
    crossplatform: true,
    showLanding: true,
    modes: [
      ['Role Queue Competitive', 45, 4],
      ['Quick Play', 30, 4],
      ['Mystery Heroes', 20, 4],
      ['Stadium', 35, 4],
    ],
  },
  {
    name: 'BGMI',
    slug: 'bgmi',
    desc: 'Battlegrounds Mobile India: 100 players, one island, and the chicken dinner for the last squad alive.',
    palette: { primary: '#f2a900', secondary: '#1d1d1b', alternate: '#ffe08a' },
    platforms: ['Android', 'iOS'],
    crossplatform: true,
    showLanding: true,
    modes: [
      ['Classic Squad', 30, 3],
      ['Classic Duo', 30, 1],
      ['Team Deathmatch', 10, 3],
      ['Arena', 15, 3],
    ],
  },
  {
    name: 'Free Fire',
    slug: 'free-fire',
    desc: 'Ten-minute mobile battle royale with characters, pets and fast Clash Squad rounds.',
    palette: { primary: '#ff6a00', secondary: '#1a1a1a', alternate: '#ffd000' },
    platforms: ['Android', 'iOS'],
    crossplatform: true,
    showLanding: false,
    modes: [
      ['BR Squad', 20, 3],
      ['Clash Squad', 15, 3],
      ['Lone Wolf', 10, 1],
    ],
  },
  {
    name: 'Street Fighter 6',
    slug: 'street-fighter-6',
    desc: "Capcom's fighting game with Drive mechanics, Modern controls and the Battle Hub.",
    palette: { primary: '#ff2d95', secondary: '#1e1e1e', alternate: '#ffcc00' },
    platforms: ['PC', 'PlayStation', 'XBOX'],
    crossplatform: true,
    showLanding: false,
    modes: [
      ['Ranked Set (FT2)', 20, 1],
      ['Casual Lobby', 30, 1],
      ['Combo Coaching', 30, 1],
    ],
  },
  {
    name: 'Gran Turismo 7',
    slug: 'gran-turismo-7',
    desc: 'The real driving simulator: hundreds of cars, legendary tracks and Sport mode racing.',
    palette: { primary: '#1e5bff', secondary: '#101820', alternate: '#e6e6e6' },
    platforms: ['PlayStation'],
    crossplatform: false,
    showLanding: false,
    modes: [
      ['Lobby Race', 30, 3],
      ['Time Trial Coaching', 30, 1],
    ],
  },
  {
    name: 'Stardew Valley',
    slug: 'stardew-valley',
    desc: 'Inherit a farm, grow crops, befriend the town and explore the mines, alone or with up to three friends.',
    palette: { primary: '#7cc16b', secondary: '#5b3a1e', alternate: '#f7d77a' },
    platforms: ALL,
    crossplatform: false,
    showLanding: false,
    modes: [
      ['Co-op Farm Day', 45, 3],
      ['Community Center Run', 60, 3],
    ],
  },
  {
    name: 'Celeste',
    slug: 'celeste',
    desc: 'A tight precision platformer about climbing a mountain, loved by speedrunners.',
    palette: { primary: '#d64b8a', secondary: '#2b2150', alternate: '#7fd1ff' },
    platforms: CONSOLES_AND_PC,
    crossplatform: false,
    showLanding: false,
    modes: [
      ['Any% Coaching', 45, 1],
      ['Route Review', 30, 1],
    ],
  },
];

import type { Palette } from './demo-art';

/** What the demo star cards show beyond DEMO_STARS (identity's later profile events replace it). */
export const DEMO_BIOS: Record<string, string> = {
  nova_plays: 'Radiant Valorant coach. I make ranked less scary, one crosshair at a time.',
  kai_frags: 'Predator-ranked Apex streamer from Tokyo. Movement nerd.',
  priya_gg: 'BGMI creator, squad rusher and community tournament host.',
  leo_builds: 'Fortnite builder from São Paulo. Box fights all day.',
  mira_aim: 'CS2 entry fragger. First in, loudest on comms.',
  arjun_clutch: 'Valorant in-game leader. I love a good 1v3.',
  sam_speedruns: 'Speedrunner. Minecraft and Celeste routes are my happy place.',
  luna_rift: 'League of Legends coach and Challenger jungler.',
  diego_goals: 'EA FC pro player and skill-move addict.',
  zara_snipes: 'Call of Duty streamer and sniper main from Dubai.',
  finn_craft: 'Minecraft builder and redstone tinkerer.',
  aisha_plays: 'Fortnite creator from Lagos. Loud, fun, always dropping hot.',
  rohan_rush: 'Free Fire creator chasing Booyahs every night.',
  emma_heals: 'Overwatch support main. Your Ana is about to get better.',
  tomas_tilt: 'Rocket League freestyler. Ceiling shots or nothing.',
  yuki_combo: 'Street Fighter 6 Master. Ask me about Drive Rush.',
  noah_drops: 'Warzone streamer. Every drop is a hot drop.',
  ines_racing: 'Sim racer on Gran Turismo 7. Clean racing only.',
  vikram_pro: 'CS2 coach for teams and solo players.',
  chloe_cozy: 'Cozy games streamer: farms, cottages and good company.',
};

/** Stars shown on the landing page's star row. */
export const DEMO_LANDING_STARS = new Set([
  'nova_plays',
  'kai_frags',
  'priya_gg',
  'leo_builds',
  'luna_rift',
  'diego_goals',
  'finn_craft',
  'emma_heals',
]);

export const AVATAR_PALETTES: readonly Palette[] = [
  { primary: '#6d5dfc', secondary: '#1b1642', alternate: '#ff7ac6' },
  { primary: '#00b3a4', secondary: '#0b2a33', alternate: '#ffe66d' },
  { primary: '#ff6b3d', secondary: '#2b1320', alternate: '#ffd166' },
  { primary: '#2f80ed', secondary: '#101935', alternate: '#56ccf2' },
  { primary: '#e84393', secondary: '#2d132c', alternate: '#fdcb6e' },
];

export interface DemoBanner {
  key: string;
  title: string;
  subtitle: string;
  link: string;
  palette: Palette;
}

export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    key: 'play-with-stars',
    title: 'Play with your favourite stars',
    subtitle: 'Book a session, join the lobby and squad up with the creators you watch.',
    link: '/browse',
    palette: { primary: '#7b2ff7', secondary: '#12092e', alternate: '#00e5ff' },
  },
  {
    key: 'valorant-week',
    title: 'Valorant week',
    subtitle: 'Ranked duos, aim clinics and VOD reviews with pro coaches.',
    link: '/browse?game=valorant',
    palette: { primary: '#ff4655', secondary: '#0f1923', alternate: '#ece8e1' },
  },
  {
    key: 'creators',
    title: 'Are you a creator?',
    subtitle: 'Sell play sessions to your community and get paid for playing.',
    link: '/about',
    palette: { primary: '#00b3a4', secondary: '#0b2a33', alternate: '#ffe66d' },
  },
];

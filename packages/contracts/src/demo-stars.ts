/**
 * The demo creators that `npm start` loads on first start. Identity creates their accounts (role influencer)
 * and catalog their games and gigs; the fixed ids let both services seed them independently.
 */
export interface DemoStar {
  id: string;
  username: string;
  fullName: string;
  profession: string;
  /** ISO 3166 alpha-2 billing country (decides the base currency). */
  country: string;
}

export const DEMO_STARS: readonly DemoStar[] = [
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-810c6fb7bb63',
    username: 'nova_plays',
    fullName: 'Nova Reyes',
    profession: 'Pro Valorant coach',
    country: 'US',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-86f24e6b0735',
    username: 'kai_frags',
    fullName: 'Kai Tanaka',
    profession: 'Apex Legends streamer',
    country: 'JP',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-88fe9fad73f5',
    username: 'priya_gg',
    fullName: 'Priya Sharma',
    profession: 'BGMI creator',
    country: 'IN',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-8cec016c083c',
    username: 'leo_builds',
    fullName: 'Leo Martins',
    profession: 'Fortnite builder',
    country: 'BR',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-9352862e909c',
    username: 'mira_aim',
    fullName: 'Mira Novak',
    profession: 'CS2 entry fragger',
    country: 'PL',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-95b2894a9674',
    username: 'arjun_clutch',
    fullName: 'Arjun Mehta',
    profession: 'Valorant IGL',
    country: 'IN',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-98ea7856e6e5',
    username: 'sam_speedruns',
    fullName: 'Sam Carter',
    profession: 'Speedrunner',
    country: 'GB',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-9eda7342491c',
    username: 'luna_rift',
    fullName: 'Luna Park',
    profession: 'League of Legends coach',
    country: 'KR',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-a118b7345a5f',
    username: 'diego_goals',
    fullName: 'Diego Alvarez',
    profession: 'EA FC pro',
    country: 'ES',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-a58cfcc0accd',
    username: 'zara_snipes',
    fullName: 'Zara Khan',
    profession: 'Call of Duty streamer',
    country: 'AE',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-a98ecccd8a33',
    username: 'finn_craft',
    fullName: 'Finn Larsen',
    profession: 'Minecraft builder',
    country: 'DK',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-ad266e98d38b',
    username: 'aisha_plays',
    fullName: 'Aisha Bello',
    profession: 'Fortnite creator',
    country: 'NG',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-b3973c92e171',
    username: 'rohan_rush',
    fullName: 'Rohan Iyer',
    profession: 'Free Fire creator',
    country: 'IN',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-b6c7163130ef',
    username: 'emma_heals',
    fullName: 'Emma Schulz',
    profession: 'Overwatch support main',
    country: 'DE',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-b9805f1b44f8',
    username: 'tomas_tilt',
    fullName: 'Tomás Silva',
    profession: 'Rocket League freestyler',
    country: 'PT',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-be7c984a32cc',
    username: 'yuki_combo',
    fullName: 'Yuki Sato',
    profession: 'Street Fighter player',
    country: 'JP',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-c07d3bfa54a1',
    username: 'noah_drops',
    fullName: 'Noah Wilson',
    profession: 'Warzone streamer',
    country: 'US',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-c768e0a38fa5',
    username: 'ines_racing',
    fullName: 'Inès Moreau',
    profession: 'Sim racer',
    country: 'FR',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-cb9d2bfc8dbe',
    username: 'vikram_pro',
    fullName: 'Vikram Rao',
    profession: 'CS2 coach',
    country: 'IN',
  },
  {
    id: '01a1fd8d-3cb9-77f5-a2d5-cdc93ce53ba7',
    username: 'chloe_cozy',
    fullName: 'Chloe Evans',
    profession: 'Cozy games streamer',
    country: 'CA',
  },
];

import { SimpleGrid, Stack, Text } from '@mantine/core';

const steps = [
  { title: 'Find a creator', text: 'Browse stars by game, platform or who is live now.' },
  { title: 'Book a gig', text: 'Pick a session, a time and pay securely.' },
  { title: 'Play together', text: 'Get the lobby code and jump into the game.' },
];

/** "How it works": three scenes (find a star, book a gig, play together) drawn inline, with captions. */
export function HowItWorksIllustration() {
  return (
    <Stack gap="xs">
      <svg
        viewBox="0 0 600 170"
        width="100%"
        role="img"
        aria-label="How it works: find a creator, book a gig, then play together"
        style={{ display: 'block' }}
      >
        <defs>
          <linearGradient id="hiw-brand" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#9775fa" />
            <stop offset="1" stopColor="#e64980" />
          </linearGradient>
          <linearGradient id="hiw-card" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#2b2640" />
            <stop offset="1" stopColor="#1f1b30" />
          </linearGradient>
        </defs>

        {/* 1. A profile card under a magnifying glass. */}
        <g transform="translate(20 10)">
          <rect width="160" height="150" rx="18" fill="url(#hiw-card)" stroke="#3a3452" />
          <circle cx="62" cy="58" r="24" fill="url(#hiw-brand)" />
          <circle cx="62" cy="52" r="9" fill="#fff" opacity="0.9" />
          <path d="M46 72c4-9 28-9 32 0" fill="#fff" opacity="0.9" />
          <rect x="30" y="96" width="64" height="8" rx="4" fill="#5f5980" />
          <rect x="30" y="112" width="44" height="8" rx="4" fill="#3a3452" />
          <rect x="104" y="24" width="36" height="14" rx="7" fill="#fa5252" />
          <text x="122" y="35" textAnchor="middle" fontSize="9" fontWeight="700" fill="#fff">
            LIVE
          </text>
          <circle cx="118" cy="100" r="20" fill="none" stroke="#b197fc" strokeWidth="6" />
          <path d="M132 114l16 16" stroke="#b197fc" strokeWidth="8" strokeLinecap="round" />
        </g>

        <path d="M192 85h26" stroke="#5f5980" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 9" />
        <path d="M218 76l10 9-10 9" fill="none" stroke="#8b85a8" strokeWidth="4" strokeLinecap="round" />

        {/* 2. A gig ticket with a price and a calendar. */}
        <g transform="translate(220 10)">
          <rect width="160" height="150" rx="18" fill="url(#hiw-card)" stroke="#3a3452" />
          <rect x="22" y="24" width="116" height="58" rx="10" fill="url(#hiw-brand)" opacity="0.85" />
          <path d="M70 42l22 11-22 11z" fill="#fff" />
          <rect x="22" y="96" width="70" height="8" rx="4" fill="#5f5980" />
          <rect x="22" y="112" width="48" height="8" rx="4" fill="#3a3452" />
          <rect x="98" y="94" width="40" height="30" rx="8" fill="#12b886" />
          <text x="118" y="114" textAnchor="middle" fontSize="13" fontWeight="800" fill="#fff">
            $
          </text>
        </g>

        <path d="M392 85h26" stroke="#5f5980" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 9" />
        <path d="M418 76l10 9-10 9" fill="none" stroke="#8b85a8" strokeWidth="4" strokeLinecap="round" />

        {/* 3. Two players and a gamepad. */}
        <g transform="translate(420 10)">
          <rect width="160" height="150" rx="18" fill="url(#hiw-card)" stroke="#3a3452" />
          <circle cx="52" cy="48" r="18" fill="#845ef7" />
          <circle cx="108" cy="48" r="18" fill="#e64980" />
          <circle cx="52" cy="44" r="7" fill="#fff" opacity="0.9" />
          <circle cx="108" cy="44" r="7" fill="#fff" opacity="0.9" />
          <path
            d="M42 92h76c14 0 22 10 22 24 0 12-7 18-15 18-7 0-11-5-15-11H50c-4 6-8 11-15 11-8 0-15-6-15-18 0-14 8-24 22-24z"
            fill="#3a3452"
            stroke="#b197fc"
            strokeWidth="3"
          />
          <path d="M46 104v14M39 111h14" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          <circle cx="110" cy="106" r="4.5" fill="#63e6be" />
          <circle cx="121" cy="116" r="4.5" fill="#ffa8a8" />
        </g>
      </svg>
      <SimpleGrid cols={3} spacing="xs">
        {steps.map((step, index) => (
          <Stack key={step.title} gap={2} ta="center">
            <Text fw={700} size="sm">
              {index + 1}. {step.title}
            </Text>
            <Text size="xs" c="dimmed" visibleFrom="xs">
              {step.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

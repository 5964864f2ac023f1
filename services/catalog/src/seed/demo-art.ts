/**
 * SVG templates for the demo pictures: gradients in a game's colours with its name or a gig's title. They are
 * rendered locally (sharp), so the demo needs nothing from the internet.
 */

export interface Palette {
  primary: string;
  secondary: string;
  alternate: string;
}

const FONT = `'DejaVu Sans', 'Liberation Sans', Arial, sans-serif`;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits text into at most `maxLines` lines of about `perLine` characters, ending with '…' if cut. */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, perLine - 1)}…`;
  return kept;
}

function backdrop(width: number, height: number, palette: Palette, seed: number): string {
  const shift = (seed % 7) * (width / 14);
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.primary}"/>
      <stop offset="1" stop-color="${palette.secondary}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.2" r="0.7">
      <stop offset="0" stop-color="${palette.alternate}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${palette.alternate}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <polygon points="${width * 0.55 + shift},0 ${width},0 ${width},${height} ${width * 0.3 + shift},${height}"
    fill="${palette.secondary}" opacity="0.25"/>
  <polygon points="0,${height * 0.75} ${width * 0.45},${height} 0,${height}" fill="${palette.alternate}" opacity="0.2"/>`;
}

function textLines(
  lines: string[],
  x: number,
  firstY: number,
  size: number,
  color: string,
  weight = 700,
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstY + index * size * 1.2}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function initials(name: string): string {
  const words = name.split(/[\s_.-]+/).filter(Boolean);
  return ((words[0]?.[0] ?? '?') + (words[1]?.[0] ?? '')).toUpperCase();
}

/** 16:9 gig cover: the title over the game's colours, with the game's name as a label. */
export function coverSvg(title: string, label: string, palette: Palette, seed: number): string {
  const lines = wrap(title, 26, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">${backdrop(640, 360, palette, seed)}
  <rect x="32" y="32" rx="14" width="${Math.min(576, 24 + label.length * 13)}" height="36" fill="#000" opacity="0.35"/>
  ${textLines([label.toUpperCase()], 46, 57, 20, '#ffffff', 700)}
  ${textLines(lines, 36, 360 - 40 - (lines.length - 1) * 44, 36, '#ffffff')}</svg>`;
}

/** Square game logo: initials in a rounded badge. */
export function logoSvg(name: string, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">${backdrop(256, 256, palette, name.length)}
  <circle cx="128" cy="128" r="92" fill="#000" opacity="0.3"/>
  <text x="128" y="152" text-anchor="middle" font-family="${FONT}" font-size="76" font-weight="800" fill="#fff">${escapeXml(initials(name))}</text></svg>`;
}

/** Wide game background with the name large. */
export function backgroundSvg(name: string, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600">${backdrop(1600, 600, palette, 3)}
  ${textLines(wrap(name, 22, 2), 80, 300, 110, '#ffffff', 800)}</svg>`;
}

/** Portrait game card (the game's `image`). */
export function gameCardSvg(name: string, palette: Palette): string {
  const lines = wrap(name, 12, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">${backdrop(600, 800, palette, name.length)}
  ${textLines(lines, 48, 800 - 80 - (lines.length - 1) * 74, 62, '#ffffff', 800)}</svg>`;
}

/** Round avatar with initials. */
export function avatarSvg(name: string, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">${backdrop(256, 256, palette, name.length)}
  <text x="128" y="156" text-anchor="middle" font-family="${FONT}" font-size="92" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text></svg>`;
}

/** Landing banner: headline and a line of text. */
export function bannerSvg(title: string, subtitle: string, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="480">${backdrop(1440, 480, palette, 5)}
  ${textLines(wrap(title, 30, 2), 90, 200, 72, '#ffffff', 800)}
  ${textLines(wrap(subtitle, 60, 2), 92, 360, 32, '#ffffff', 400)}</svg>`;
}

/** Small platform icon: the platform's short name on a dark tile. */
export function platformIconSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128">
  <rect width="128" height="128" rx="28" fill="#1f2430"/>
  <text x="64" y="76" text-anchor="middle" font-family="${FONT}" font-size="${label.length > 3 ? 26 : 40}" font-weight="700" fill="#fff">${escapeXml(label)}</text></svg>`;
}

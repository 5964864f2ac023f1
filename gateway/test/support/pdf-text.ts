import { inflateSync } from 'node:zlib';

/**
 * The text a reader gets from the PDF: each text run decoded through its font's ToUnicode map, the runs of
 * one line joined by a space. Enough for pdfkit's output (Identity-H fonts, uncompressed objects, deflated
 * streams); a glyph the map lacks reads as U+FFFD.
 */
export function extractText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2];
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(match[1], { dict: body });
      continue;
    }
    const start = match.index + match[0].indexOf(body) + streamAt + 'stream'.length;
    const dataStart = raw[start] === '\r' ? start + 2 : start + 1;
    const data = pdf.subarray(dataStart, raw.indexOf('endstream', dataStart));
    const decoded = body.includes('/FlateDecode') ? inflateSync(data) : data;
    objects.set(match[1], { dict: body.slice(0, streamAt), stream: decoded.toString('latin1') });
  }
  const ref = (dict: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];

  const lines: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const fontRefs = new Map<string, Map<number, string>>();
    const fonts =
      /\/Font <<([^>]*)>>/.exec(objects.get(ref(dict, 'Resources') ?? '')?.dict ?? dict)?.[1] ?? '';
    for (const [, name, id] of fonts.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmap = objects.get(ref(objects.get(id)!.dict, 'ToUnicode') ?? '')?.stream ?? '';
      fontRefs.set(name, toUnicodeMap(cmap));
    }
    const content = objects.get(ref(dict, 'Contents')!)!.stream!;
    let font = new Map<number, string>();
    let lineY = '';
    let line = '';
    for (const [, fontName, y, runs] of content.matchAll(
      /\/(\w+) [\d.]+ Tf|1 0 0 1 [\d.]+ ([\d.]+) Tm|\[(.*?)\] TJ/g,
    )) {
      if (fontName) font = fontRefs.get(fontName) ?? new Map();
      if (y !== undefined && y !== lineY) {
        if (line) lines.push(line);
        [lineY, line] = [y, ''];
      }
      if (runs === undefined) continue;
      const glyphs = [...runs.matchAll(/<([0-9a-f]+)>/gi)].flatMap(([, hex]) => hex.match(/.{4}/g) ?? []);
      const run = glyphs.map((glyph) => font.get(parseInt(glyph, 16)) ?? '\ufffd').join('');
      line = line ? `${line} ${run}` : run;
    }
    if (line) lines.push(line);
  }
  return lines.join('\n');
}

/** Glyph id to text, from a ToUnicode CMap's bfrange arrays and bfchar entries. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const [, first, targets] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    // A ligature's glyph maps to several characters, written `<0066 0066>` ("ff", say in a uuid).
    [...targets.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], index) =>
      map.set(parseInt(first, 16) + index, unicode(hex.replaceAll(' ', ''))),
    );
  }
  for (const [, glyph, hex] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>\s*$/gim))
    map.set(parseInt(glyph, 16), unicode(hex));
  return map;
}

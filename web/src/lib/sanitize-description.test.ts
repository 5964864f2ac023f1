import { describe, expect, it } from 'vitest';
import { sanitizeDescription, textLength, truncateHtml } from './sanitize-description';

describe('sanitizeDescription', () => {
  it('drops script, styles, frames and images with everything inside them', () => {
    const html = sanitizeDescription(
      '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><img src=x onerror=alert(1)><svg><script>alert(2)</script></svg>',
    );
    expect(html).toBe('<p>Hi</p>');
  });

  it('removes every attribute, event handlers and styles included', () => {
    expect(
      sanitizeDescription('<p onclick="alert(1)" style="color:red" class="x">Hi <b id="y">there</b></p>'),
    ).toBe('<p>Hi <b>there</b></p>');
  });

  it('keeps the text of tags it does not allow', () => {
    expect(sanitizeDescription('<p><font color="red">Red</font> and <marquee>moving</marquee></p>')).toBe(
      '<p>Red and moving</p>',
    );
  });

  it('makes a safe link open in a new tab without giving the page a handle on ours', () => {
    expect(sanitizeDescription('<a href="https://twitch.tv/nova" onclick="x()">Watch</a>')).toBe(
      '<a href="https://twitch.tv/nova" target="_blank" rel="noopener noreferrer nofollow ugc">Watch</a>',
    );
  });

  it('unwraps links to javascript: and data: addresses, keeping their text', () => {
    expect(sanitizeDescription('<p><a href="javascript:alert(1)">Click</a></p>')).toBe('<p>Click</p>');
    expect(sanitizeDescription('<p><a href=" JaVaScRiPt:alert(1)">Click</a></p>')).toBe('<p>Click</p>');
    expect(sanitizeDescription('<p><a href="data:text/html,<script>alert(1)</script>">Click</a></p>')).toBe(
      '<p>Click</p>',
    );
    expect(sanitizeDescription('<p><a>No target</a></p>')).toBe('<p>No target</p>');
  });

  it('keeps mailto links', () => {
    expect(sanitizeDescription('<a href="mailto:nova@example.com">Mail</a>')).toContain(
      'href="mailto:nova@example.com"',
    );
  });

  it('keeps the line breaks of plain text and makes bare addresses links', () => {
    const html = sanitizeDescription('Rules:\nNo cheating. See https://lobby.example/rules.');
    expect(html).toMatch(/^Rules:<br>No cheating\. See <a [^>]+>https:\/\/lobby\.example\/rules<\/a>\.$/);
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://lobby.example/rules');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
  });

  it('escapes what only looks like markup in plain text', () => {
    expect(sanitizeDescription('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('does not link an address twice inside a link', () => {
    const html = sanitizeDescription('<a href="https://a.example">https://a.example</a>');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('removes comments', () => {
    expect(sanitizeDescription('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
  });
});

describe('truncateHtml and textLength (the Read more threshold)', () => {
  it('counts the text only, not the tags', () => {
    expect(textLength('<p>Hello <b>world</b></p>')).toBe(11);
  });

  it('keeps sanitised HTML under the limit as it is', () => {
    expect(truncateHtml('<p>Hello <b>world</b></p>', 20)).toBe('<p>Hello <b>world</b></p>');
  });

  it('cuts the text at the limit, keeps the tags it is in and drops what follows', () => {
    expect(truncateHtml('<p>Hello <b>world</b></p><p>More</p>', 8)).toBe('<p>Hello <b>wo…</b></p>');
  });

  it('shows that more follows when the cut falls exactly at the end of a text', () => {
    expect(truncateHtml('<p>Hello</p><p>world</p>', 5)).toBe('<p>Hello…</p>');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateHtml('<p>Hello world</p>', 6)).toBe('<p>Hello…</p>');
  });
});

import { blogWordCount, sanitizeBlogHtml } from './blog-html';

const UPLOAD = '/uploads/blog-images/0190d7a0-0000-7000-8000-000000000001.webp';

/**
 * An XSS corpus (OWASP filter-evasion cheat sheet, PortSwigger's list, known mXSS shapes): each must come out with
 * nothing that runs — no script element, no event-handler attribute, no javascript:/vbscript:/data: URL, no
 * frame, svg, math, object, embed, form, style or meta, no remote picture.
 */
const XSS_CORPUS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  `<img src="${UPLOAD}" onerror="alert(1)">`,
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/track.png">',
  '<img src="//evil.example/track.png">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="https://ok.example" onclick="alert(1)">click</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>hover</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">expr</div>',
  '<style>@import "http://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="http://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><img src=x onerror=alert(1)//',
  '<<script>alert(1);//<</script>',
  '<div><p onclick=alert(1)>nested <em onmouseover=alert(2)>deep</em></p></div>',
  '<a href="https://ok.example"><img src=x onerror=alert(1)></a>',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  '<h2 id="x" class="y" onclick="alert(1)">heading</h2>',
];

/** Anything left that could run. */
const DANGEROUS = [
  /<script/i,
  /<\/?(?:iframe|svg|math|object|embed|form|input|style|link|meta|base|body|template|video|audio|source|details|marquee|textarea|title|xmp|noscript)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /expression\(/i,
  /\sstyle\s*=/i,
  /\ssrcdoc\s*=/i,
  /<img(?![^>]*src="\/uploads\/)[^>]*>/i,
];

describe('blog HTML: one allowlist', () => {
  it.each(XSS_CORPUS.map((payload, i) => [i, payload]))(
    'payload %i leaves nothing that runs: %s',
    (_i, payload) => {
      const clean = sanitizeBlogHtml(payload as string);
      for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
      // Sanitising what was stored again changes nothing (no nesting that re-forms into markup: mXSS).
      expect(sanitizeBlogHtml(clean)).toBe(clean);
    },
  );

  it('keeps the formatting the editor makes', () => {
    const html = [
      '<h2>Heading two</h2>',
      '<h3>Heading three</h3>',
      '<p>Some <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and <code>code</code>.</p>',
      '<ul><li><p>one</p></li><li><p>two</p></li></ul>',
      '<ol start="3"><li><p>three</p></li></ol>',
      '<blockquote><p>Quoted</p></blockquote>',
      '<pre><code>const x = 1;</code></pre>',
      '<hr>',
      `<p><img src="${UPLOAD}" alt="A picture"></p>`,
    ].join('');
    expect(sanitizeBlogHtml(html)).toBe(
      html.replace('<hr>', '<hr />').replace('alt="A picture">', 'alt="A picture" />'),
    );
  });

  it('keeps links, opening in a new tab without passing on trust', () => {
    expect(sanitizeBlogHtml('<p><a href="https://lobby.example/gigs" rel="opener">gigs</a></p>')).toBe(
      '<p><a href="https://lobby.example/gigs" rel="noopener noreferrer nofollow" target="_blank">gigs</a></p>',
    );
    expect(sanitizeBlogHtml('<a href="mailto:team@lobby.example">mail</a>')).toContain(
      'href="mailto:team@lobby.example"',
    );
  });

  it('turns an h1 into an h2 (the page title is the h1) and drops unknown attributes', () => {
    expect(sanitizeBlogHtml('<h1 class="big" style="color:red">Top</h1>')).toBe('<h2>Top</h2>');
  });

  it('counts the words a reader reads', () => {
    expect(blogWordCount('<h2>Two words</h2><p>and <strong>three more</strong> here</p>')).toBe(6);
    expect(blogWordCount('<p></p>')).toBe(0);
  });
});

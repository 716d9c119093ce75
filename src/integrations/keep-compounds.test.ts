import { KEEP_CLASS, keepCompounds, layoutClasses, MAX_COMPOUND, wrapCompounds } from './keep-compounds';

const kept = (word: string) => `<span class="${KEEP_CLASS}">${word}</span>`;

describe('wrapCompounds', () => {
  it('keeps each short hyphenated word of letters or digits on one line', () => {
    expect(wrapCompounds('flagged At-Risk when a re-evaluation starts')).toBe(
      `flagged ${kept('At-Risk')} when a ${kept('re-evaluation')} starts`,
    );
    expect(wrapCompounds('AES-256, a 30-minute call, go-to-market.')).toBe(
      `${kept('AES-256')}, a ${kept('30-minute')} call, ${kept('go-to-market')}.`,
    );
  });

  it(`leaves words longer than ${MAX_COMPOUND} characters, figure ranges, plain words, dashes and lone hyphens alone`, () => {
    for (const text of [
      'renewals 90-120 days out, 40-60%',
      'relationship-based intelligence',
      'no hyphen here',
      'a range – of dashes — here',
      'a - b',
      '-5 and 5-',
      'pre--post',
    ]) {
      expect(wrapCompounds(text)).toBe(text);
    }
    const longest = `${'a'.repeat(MAX_COMPOUND - 2)}-b`;
    expect(wrapCompounds(longest)).toBe(kept(longest));
    expect(wrapCompounds(`${longest}c`)).toBe(`${longest}c`);
  });

  it('counts a character reference as one character and never wraps inside one', () => {
    expect(wrapCompounds('R&amp;D-led')).toBe(`R&amp;${kept('D-led')}`);
    expect(wrapCompounds('it&#39;s one-click')).toBe(`it&#39;s ${kept('one-click')}`);
    expect(wrapCompounds('&#x2d;-x')).toBe('&#x2d;-x');
  });

  it('keeps letters outside ASCII', () => {
    expect(wrapCompounds('Zürich-based')).toBe(kept('Zürich-based'));
  });
});

describe('keepCompounds', () => {
  it('changes only text between tags: attributes, comments and the doctype are copied as written', () => {
    const html =
      '<!DOCTYPE html><html><body><!-- closed-lost --><a href="/win-open-deals" title="closed-lost" data-x=\'a>b-c\'>Win open-deals</a></body></html>';
    expect(keepCompounds(html)).toBe(
      `<!DOCTYPE html><html><body><!-- closed-lost --><a href="/win-open-deals" title="closed-lost" data-x='a>b-c'>Win ${kept('open-deals')}</a></body></html>`,
    );
  });

  it('leaves the head, scripts, styles, code, drawings, form fields and islands alone', () => {
    for (const html of [
      '<head><title>closed-lost</title><meta name="description" content="closed-lost"></head>',
      '<body><script>const a = "closed-lost"; if (a < b) x("<p>go-live</p>");</script></body>',
      '<body><style>.a::after{content:"go-live"}</style></body>',
      '<body><noscript><style>.b{x:go-live}</style></noscript></body>',
      '<body><pre>go-live</pre><code>analytics-queue</code><kbd>ctrl-c</kbd><samp>a-b</samp></body>',
      '<body><svg aria-hidden="true"><text>Closed-lost</text></svg></body>',
      '<body><textarea>closed-lost</textarea><select><option>At-Risk</option></select></body>',
      '<body><template><p>go-live</p></template></body>',
      '<body><astro-island uid="1"><p>At-Risk <b>go-live</b></p></astro-island></body>',
    ]) {
      expect(keepCompounds(html)).toBe(html);
    }
  });

  it('picks up again after an excluded element closes', () => {
    expect(
      keepCompounds('<p><code>a-b</code> and go-live <astro-island><i>x-y</i></astro-island> x-y</p>'),
    ).toBe(
      `<p><code>a-b</code> and ${kept('go-live')} <astro-island><i>x-y</i></astro-island> ${kept('x-y')}</p>`,
    );
  });

  it('reads void and self-closing elements without losing its place', () => {
    expect(keepCompounds('<p>a<br>go-live<img src="a-b.png" alt="x-y"><wbr/>at-risk</p>')).toBe(
      `<p>a<br>${kept('go-live')}<img src="a-b.png" alt="x-y"><wbr/>${kept('at-risk')}</p>`,
    );
  });

  it('wraps a text run of a flex or grid container as a whole, so it stays one item', () => {
    const classes = layoutClasses('.flex{display:flex}@media (width>=48rem){.md\\:grid{display:grid}}');
    expect(keepCompounds('<li class="flex gap-3"><svg></svg>Single sign-on for all</li>', classes)).toBe(
      `<li class="flex gap-3"><svg></svg><span>Single ${kept('sign-on')} for all</span></li>`,
    );
    expect(keepCompounds('<p class="md:grid">go-live <b>x</b></p>', classes)).toBe(
      `<p class="md:grid"><span>${kept('go-live')} </span><b>x</b></p>`,
    );
    // A run without a hyphenated word is left as the browser's own item.
    expect(keepCompounds('<li class="flex">plain</li>', classes)).toBe('<li class="flex">plain</li>');
    // React writes "“{text}”" as three pieces of text between comments: still one item.
    expect(
      keepCompounds('<dt class="flex gap-1.5"><svg></svg> “<!-- -->No per-seat fees<!-- -->”</dt>', classes),
    ).toBe(
      `<dt class="flex gap-1.5"><svg></svg><span> “<!-- -->No ${kept('per-seat')} fees<!-- -->”</span></dt>`,
    );
  });

  it('leaves text that never wraps, and text whose parent styles its children, alone', () => {
    const classes = layoutClasses(
      [
        '.whitespace-nowrap{white-space:nowrap}',
        '.truncate{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
        '@media (width>=40rem){.sm\\:whitespace-nowrap{white-space:nowrap}}',
        ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
        ':is(.\\*\\:px-4>*){padding-inline:1rem}',
        '.tags span{margin:0 4px}',
        '.prose :where(h2){margin-top:3rem}',
        '.list ::marker{color:red}',
      ].join(''),
    );
    expect(classes.nowrap).toEqual(new Set(['whitespace-nowrap', 'truncate']));
    for (const html of [
      '<p class="whitespace-nowrap">go-live <i>at-risk</i></p>',
      '<th class="truncate">K-12</th>',
      '<div class="space-y-2">go-live<p>x</p></div>',
      '<div class="*:px-4">go-live</div>',
      '<div class="tags"><p>go-live</p></div>',
    ]) {
      expect(keepCompounds(html, classes)).toBe(html);
    }
    // Only from 640 px, on a grandparent's children, on the parent's type only, or on a list's marker:
    // still wrapped.
    for (const html of [
      '<div class="space-y-2"><p>a go-live</p></div>',
      '<p class="sm:whitespace-nowrap">a go-live</p>',
      '<div class="prose"><p>a go-live</p></div>',
      '<ul class="list"><li>a go-live</li></ul>',
    ]) {
      expect(keepCompounds(html, classes)).toContain(kept('go-live'));
    }
  });

  it('gives the class to an element whose whole content is the word, rather than adding a span', () => {
    const classes = layoutClasses('.flex{display:flex}');
    expect(keepCompounds('<dd>Mid-Contract</dd><dd class="a b">\n Go-live </dd>', classes)).toBe(
      `<dd class="${KEEP_CLASS}">Mid-Contract</dd><dd class="a b ${KEEP_CLASS}">\n Go-live </dd>`,
    );
    expect(keepCompounds('<p class="flex">At-Risk</p>', classes)).toBe(
      `<p class="flex ${KEEP_CLASS}">At-Risk</p>`,
    );
    // Anything else beside the word, a comment included, and the word gets its own span.
    for (const html of ['<dd>Go-live<!-- --></dd>', '<dd><i></i>Go-live</dd>', '<dd>Go-live <i>x</i></dd>']) {
      expect(keepCompounds(html, classes)).toContain(kept('Go-live'));
    }
  });

  it('keeps a word once: the class it adds never wraps again', () => {
    const classes = layoutClasses(`.${KEEP_CLASS}{white-space:nowrap}`);
    for (const html of ['<p>a go-live</p>', '<p>go-live</p>']) {
      const once = keepCompounds(html, classes);
      expect(once).not.toBe(html);
      expect(keepCompounds(once, classes)).toBe(once);
    }
  });

  it('returns the text content unchanged', () => {
    const html = '<main><h2>The state of the go-to-market stack</h2><p>in a 30-minute call</p></main>';
    const text = (markup: string) => markup.replace(/<[^>]*>/g, '');
    expect(text(keepCompounds(html))).toBe(text(html));
  });
});

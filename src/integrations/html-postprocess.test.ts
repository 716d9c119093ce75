import { postprocessHtml } from './html-postprocess';
import { KEEP_CLASS } from './keep-compounds';

describe('postprocessHtml', () => {
  it('removes the island display rule Astro writes into <body>', () => {
    const html =
      '<body><style>astro-island,astro-slot,astro-static-slot{display:contents}</style><astro-island></astro-island></body>';
    expect(postprocessHtml(html)).toBe('<body><astro-island></astro-island></body>');
  });

  it('leaves other styles alone', () => {
    const html = '<head><style>a{color:red}</style></head>';
    expect(postprocessHtml(html)).toBe(html);
  });

  it('keeps short hyphenated words on one line (keep-compounds.ts)', () => {
    expect(postprocessHtml('<body><p>a closed-lost account</p></body>')).toBe(
      `<body><p>a <span class="${KEEP_CLASS}">closed-lost</span> account</p></body>`,
    );
  });
});

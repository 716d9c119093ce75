import { postprocessHtml } from './html-postprocess';

describe('postprocessHtml', () => {
  it('removes the island display rule Astro writes into <body>', () => {
    const html =
      '<body><style>astro-island,astro-slot,astro-static-slot{display:contents}</style><astro-island></astro-island></body>';
    expect(postprocessHtml(html)).toBe('<body><astro-island></astro-island></body>');
  });

  it('runs the first-touch script as soon as it is parsed (async), and no other module', () => {
    const html =
      '<head><script type="module">var e=1;document.documentElement.dataset.firstTouch=``</script><script type="module">other()</script></head>';
    expect(postprocessHtml(html)).toBe(
      '<head><script type="module" async>var e=1;document.documentElement.dataset.firstTouch=``</script><script type="module">other()</script></head>',
    );
  });

  it('leaves other styles alone', () => {
    const html = '<head><style>a{color:red}</style></head>';
    expect(postprocessHtml(html)).toBe(html);
  });
});

/** /og/<slug>.png: each site-map route's social image, drawn from its title (lib/og-image.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSingleton } from '#src/lib/content.ts';
import { type OgImageInput, ogEyebrow, renderOgImage } from '#src/lib/og-image.ts';
import { ogImageSlug } from '#src/lib/og-path.ts';
import { pageSummaries } from '#src/lib/page-summaries.ts';
import { siteConfig } from '#src/site.config.ts';
import { findRoute } from '#src/site-map.ts';

export const getStaticPaths = (async () => {
  const host = new URL(siteConfig.url).host.replace(/^www\./, '');
  const { socialImages } = await getSingleton('site');
  return (await pageSummaries()).flatMap(({ path, title }) => {
    const route = findRoute(path);
    if (!route) return []; // a newer post than the site map names shares the default image (lib/seo.ts)
    const input: OgImageInput = {
      title,
      eyebrow: ogEyebrow(route, socialImages, siteConfig.name),
      tagline: socialImages.tagline,
      host,
      brandName: siteConfig.name,
    };
    return [{ params: { image: ogImageSlug(path) }, props: input }];
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<OgImageInput> = async ({ props }) =>
  new Response(Uint8Array.from(await renderOgImage(props)), { headers: { 'Content-Type': 'image/png' } });

/** The name of a route's social image under /og/: `/` → `home`, `/blog/x` → `blog-x`. */
export function ogImageSlug(routePath: string): string {
  return routePath === '/' ? 'home' : routePath.replace(/^\//, '').replace(/\//g, '-');
}

/** The site path of a route's social image: `/` → `/og/home.png`, `/blog/x` → `/og/blog-x.png`. */
export function ogImagePath(routePath: string): string {
  return `/og/${ogImageSlug(routePath)}.png`;
}

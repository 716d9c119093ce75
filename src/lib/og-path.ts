/** The site path of a route's social image: `/` → `/og/home.png`, `/blog/x` → `/og/blog-x.png`. */
export function ogImagePath(routePath: string): string {
  const slug = routePath === '/' ? 'home' : routePath.replace(/^\//, '').replace(/\//g, '-');
  return `/og/${slug}.png`;
}

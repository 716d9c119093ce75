import { buildHeaderNav, isActive, normalizePath } from './navigation';

const nav = buildHeaderNav();
/** A menu by its id, or a link by its address. */
const item = (key: 'use-cases' | 'solutions' | 'resources' | '/customers') => {
  const found = nav.items.find((entry) => (entry.kind === 'menu' ? entry.id : entry.href) === key);
  if (!found) throw new Error(key);
  return found;
};

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/pricing', '/pricing'],
    ['/pricing/', '/pricing'],
    ['/pricing.html', '/pricing'],
    ['/blog/competitive-blind-spot/', '/blog/competitive-blind-spot'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('isActive', () => {
  it('highlights a dropdown when the path is one of its routes', () => {
    expect(isActive(item('use-cases'), '/win-open-deals')).toBe(true);
    expect(isActive(item('solutions'), '/revenue-operations')).toBe(true);
    expect(isActive(item('resources'), '/blog/competitive-blind-spot')).toBe(true);
    expect(isActive(item('/customers'), '/customers')).toBe(true);
  });

  it('keeps Customers highlighted on the case studies', () => {
    expect(isActive(item('/customers'), '/customers-gainsight')).toBe(true);
    expect(isActive(item('/customers'), '/customers-vendr.html')).toBe(true);
    expect(isActive(item('use-cases'), '/customers-vendr')).toBe(false);
  });

  it('keeps Resources highlighted on the blog index and every article', () => {
    expect(isActive(item('resources'), '/blog')).toBe(true);
    expect(isActive(item('resources'), '/blog/another-article')).toBe(true);
    expect(isActive(item('solutions'), '/blog')).toBe(false);
    expect(isActive(item('resources'), '/blogger')).toBe(false);
  });

  it('highlights nothing else', () => {
    expect(isActive(item('use-cases'), '/sales')).toBe(false);
    expect(isActive(item('solutions'), '/pricing')).toBe(false);
    for (const entry of nav.items) expect(isActive(entry, '/terms-of-service')).toBe(false);
  });
});

import { buildHeaderNav, isActive, normalizePath } from './navigation';

const nav = buildHeaderNav();
const item = (label: string) => {
  const found = nav.items.find((entry) => entry.label === label);
  if (!found) throw new Error(label);
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
    expect(isActive(item('Use Cases'), '/win-open-deals')).toBe(true);
    expect(isActive(item('Solutions'), '/revenue-operations')).toBe(true);
    expect(isActive(item('Resources'), '/blog/competitive-blind-spot')).toBe(true);
    expect(isActive(item('Customers'), '/customers')).toBe(true);
  });

  it('keeps Customers highlighted on the case studies', () => {
    expect(isActive(item('Customers'), '/customers-gainsight')).toBe(true);
    expect(isActive(item('Customers'), '/customers-vendr.html')).toBe(true);
    expect(isActive(item('Use Cases'), '/customers-vendr')).toBe(false);
  });

  it('highlights nothing else', () => {
    expect(isActive(item('Use Cases'), '/sales')).toBe(false);
    expect(isActive(item('Solutions'), '/pricing')).toBe(false);
    for (const entry of nav.items) expect(isActive(entry, '/terms-of-service')).toBe(false);
  });
});

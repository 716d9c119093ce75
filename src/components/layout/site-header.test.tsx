// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { buildHeaderNav } from '#src/lib/navigation.ts';
import { SiteHeader } from './site-header';

const nav = buildHeaderNav();

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderHeader(currentPath: string) {
  render(<SiteHeader nav={nav} currentPath={currentPath} brandName="Countermove" />);
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('SiteHeader', () => {
  it('highlights the menu that holds the current page and marks the link current', () => {
    const main = renderHeader('/win-open-deals');
    expect(within(main).getByRole('button', { name: 'Use Cases' })).toHaveAttribute('data-active');
    expect(within(main).getByRole('button', { name: 'Solutions' })).not.toHaveAttribute('data-active');
    const link = main.querySelector('a[href="/win-open-deals"]');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('highlights Customers on /customers, and treats /customers/ the same', () => {
    const main = renderHeader('/customers/');
    expect(within(main).getByRole('link', { name: 'Customers' })).toHaveAttribute('data-active');
  });

  it('highlights nothing on a page outside the menus', () => {
    const main = renderHeader('/pricing');
    expect(main.querySelectorAll('[data-active]')).toHaveLength(0);
  });

  it('opens one panel at a time and closes on outside click, scroll and Escape', () => {
    const main = renderHeader('/');
    const useCases = within(main).getByRole('button', { name: 'Use Cases' });
    const solutions = within(main).getByRole('button', { name: 'Solutions' });
    const panel = (id: string) => document.getElementById(`nav-menu-${id}`);

    fireEvent.click(useCases);
    expect(panel('use-cases')).toBeVisible();
    fireEvent.click(solutions);
    expect(panel('use-cases')).not.toBeVisible();
    expect(panel('solutions')).toBeVisible();

    fireEvent.pointerDown(document.body);
    expect(panel('solutions')).not.toBeVisible();

    fireEvent.click(solutions);
    fireEvent.scroll(window);
    expect(panel('solutions')).not.toBeVisible();

    fireEvent.click(solutions);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel('solutions')).not.toBeVisible();
    expect(solutions).toHaveFocus();
  });

  it('toggles the mobile menu, which closes when a link is selected', () => {
    renderHeader('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const mobile = document.getElementById('mobile-menu');
    expect(mobile).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const link = mobile?.querySelector('a[href="/sales"]');
    if (!link) throw new Error('link missing');
    // jsdom cannot navigate; keep the link click from trying.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(mobile).not.toBeVisible();
  });
});

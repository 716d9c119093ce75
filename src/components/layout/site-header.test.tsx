// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { buildHeaderNav, type NavMenu } from '#src/lib/navigation.ts';
import { SiteHeader } from './site-header';

const nav = buildHeaderNav();
const menuTitle = (id: NavMenu['id']) =>
  nav.items.find((item) => item.kind === 'menu' && item.id === id)?.label ?? id;
const customersLabel = nav.items.find((item) => item.kind === 'link' && item.href === '/customers')?.label;

function renderHeader(currentPath: string) {
  render(<SiteHeader nav={nav} currentPath={currentPath} brandName="Product" />);
  return screen.getByRole('navigation', { name: nav.labels.main });
}

describe('SiteHeader', () => {
  it('highlights the menu that holds the current page and marks the link current', () => {
    const main = renderHeader('/win-open-deals');
    expect(within(main).getByRole('button', { name: menuTitle('use-cases') })).toHaveAttribute('data-active');
    expect(within(main).getByRole('button', { name: menuTitle('solutions') })).not.toHaveAttribute(
      'data-active',
    );
    const link = main.querySelector('a[href="/win-open-deals"]');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('highlights Customers on /customers, and treats /customers/ the same', () => {
    const main = renderHeader('/customers/');
    expect(within(main).getByRole('link', { name: customersLabel })).toHaveAttribute('data-active');
  });

  it('highlights nothing on a page outside the menus', () => {
    const main = renderHeader('/pricing');
    expect(main.querySelectorAll('[data-active]')).toHaveLength(0);
  });

  it('opens each menu and the mobile menu as a popover, from first paint', () => {
    renderHeader('/pricing');
    for (const [id, width] of [
      ['use-cases', 600],
      ['solutions', 400],
      ['resources', 450],
    ] as const) {
      const trigger = screen.getByRole('button', { name: menuTitle(id) });
      expect(trigger).toHaveAttribute('popovertarget', `nav-menu-${id}`);
      const panel = document.getElementById(`nav-menu-${id}`);
      expect(panel).toHaveAttribute('popover', 'auto');
      expect(panel).toHaveAttribute('data-width', String(width));
      expect(panel?.style.width).toBe(`${width}px`);
    }
    const menuButton = screen.getByRole('button', { name: nav.labels.menuButton });
    expect(menuButton).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(document.getElementById('mobile-menu')).toHaveAttribute('popover', 'auto');
    // No island: no React state decides what is open.
    expect(document.querySelectorAll('[aria-expanded]')).toHaveLength(0);
  });

  it('keeps a compact call to action in the bar on phones, tracked as mobile navigation', () => {
    renderHeader('/pricing');
    const compact = document.querySelector('a[data-header-cta="compact"]');
    expect(compact).toHaveAttribute('href', nav.cta.href);
    expect(compact).toHaveAttribute('data-cta-location', 'mobile_navigation');
    expect(compact?.textContent).toBe(nav.cta.label);
    expect(compact?.className).toMatch(/(^|\s)md:hidden(\s|$)/);
  });
});

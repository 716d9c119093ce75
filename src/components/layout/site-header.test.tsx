// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { buildHeaderNav } from '#src/lib/navigation.ts';
import { SiteHeader } from './site-header';

const nav = buildHeaderNav();

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

  it('opens each menu and the mobile menu as a popover, from first paint', () => {
    renderHeader('/pricing');
    for (const [label, id, width] of [
      ['Use Cases', 'use-cases', 600],
      ['Solutions', 'solutions', 400],
      ['Resources', 'resources', 450],
    ] as const) {
      const trigger = screen.getByRole('button', { name: label });
      expect(trigger).toHaveAttribute('popovertarget', `nav-menu-${id}`);
      const panel = document.getElementById(`nav-menu-${id}`);
      expect(panel).toHaveAttribute('popover', 'auto');
      expect(panel).toHaveAttribute('data-width', String(width));
      expect(panel?.style.width).toBe(`${width}px`);
    }
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(document.getElementById('mobile-menu')).toHaveAttribute('popover', 'auto');
    // No island: no React state decides what is open.
    expect(document.querySelectorAll('[aria-expanded]')).toHaveLength(0);
  });

  it('keeps a compact Book a demo in the bar on phones, tracked as mobile navigation', () => {
    renderHeader('/pricing');
    const compact = document.querySelector('a[data-header-cta="compact"]');
    expect(compact).toHaveAttribute('href', '/book-time');
    expect(compact).toHaveAttribute('data-cta-location', 'mobile_navigation');
    expect(compact).toHaveTextContent(/^Book a demo$/);
    expect(compact?.className).toMatch(/(^|\s)md:hidden(\s|$)/);
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('is a type="button" button by default', () => {
    render(<Button>Request</Button>);
    expect(screen.getByRole('button', { name: 'Request' })).toHaveAttribute('type', 'button');
  });

  it('renders its child link with the button styles when asChild is set', () => {
    render(
      <Button asChild size="lg">
        <a href="/book-time">Book a demo</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Book a demo' });
    expect(link).toHaveAttribute('href', '/book-time');
    expect(link).not.toHaveAttribute('type');
    expect(link.className).toContain('h-12');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const)(
    'has a distinct %s variant',
    (variant) => {
      const classes = buttonVariants({ variant });
      const others = (['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const)
        .filter((other) => other !== variant)
        .map((other) => buttonVariants({ variant: other }));
      expect(others).not.toContain(classes);
    },
  );

  it.each([
    ['default', 'h-10'],
    ['sm', 'h-9'],
    ['lg', 'h-12'],
    ['icon', 'size-10'],
  ] as const)('has the %s size', (size, expected) => {
    expect(buttonVariants({ size })).toContain(expected);
  });

  it('adds a className after the variant classes, without merging (decision 0018)', () => {
    render(
      <Button size="sm" className="mt-6 max-md:hidden">
        Spaced
      </Button>,
    );
    const classes = screen.getByRole('button').className;
    expect(classes.endsWith(' h-11 px-3 text-sm md:h-9 mt-6 max-md:hidden')).toBe(true);
  });
});

// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '#src/components/ui/toaster.tsx';
import { resetToastStore } from '#src/components/ui/use-toast.ts';
import { security } from '#src/content/security.ts';
import { RequestLink } from './request-link';

const [policies, dpa] = security.documents.items;

// jsdom cannot open a mail client: stop the navigation but keep the click.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  act(() => resetToastStore());
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  document.removeEventListener('click', stopNavigation);
});

describe('RequestLink', () => {
  it('is a real mailto: link named after the document', () => {
    if (!policies) throw new Error('missing document');
    render(<RequestLink {...policies} label="Request" />);
    const link = screen.getByRole('link', { name: 'Request Security Policies and Standards' });
    expect(link).toHaveAttribute('href', policies.requestHref);
    expect(link.getAttribute('href')).toMatch(/^mailto:security@/);
  });

  it('confirms with exactly one toast, even after several requests', async () => {
    if (!policies || !dpa) throw new Error('missing document');
    const user = userEvent.setup();
    render(
      <>
        <RequestLink {...policies} label="Request" />
        <RequestLink {...dpa} label="Request" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Request Security Policies and Standards' }));
    expect(document.querySelectorAll('[data-toast]')).toHaveLength(1);
    expect(screen.getByText('Opening your email app')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Request Data Processing Agreement' }));
    expect(document.querySelectorAll('[data-toast]')).toHaveLength(1);
    expect(screen.getByText(/Data Processing Agreement is ready to send/)).toBeInTheDocument();
  });
});

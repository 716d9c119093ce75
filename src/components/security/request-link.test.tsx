// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { security } from '#src/content/security.ts';
import { TOAST_DESCRIPTION_ATTRIBUTE, TOAST_TITLE_ATTRIBUTE } from '#src/lib/toast-queue.ts';
import { RequestLink } from './request-link';

const [policies] = security.documents.items;

// The click (queued by the first-touch script, shown by the notification region): the Toaster's tests and
// tests/e2e/first-touch.spec.ts and security.spec.ts.
describe('RequestLink', () => {
  it('is a real mailto: link named after the document that carries its confirmation toast', () => {
    if (!policies) throw new Error('missing document');
    render(<RequestLink {...policies} label="Request" />);
    const link = screen.getByRole('link', { name: 'Request Security Policies and Standards' });
    expect(link).toHaveAttribute('href', policies.requestHref);
    expect(link.getAttribute('href')).toMatch(/^mailto:security@/);
    expect(link).toHaveAttribute(TOAST_TITLE_ATTRIBUTE, policies.requestToast.title);
    expect(link).toHaveAttribute(TOAST_DESCRIPTION_ATTRIBUTE, policies.requestToast.description);
  });
});

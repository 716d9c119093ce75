// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { company } from '#src/content/company.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { documentRequest } from '#src/lib/document-request.ts';
import { TOAST_DESCRIPTION_ATTRIBUTE, TOAST_TITLE_ATTRIBUTE } from '#src/lib/toast-queue.ts';
import { RequestLink } from './request-link';

const { documents } = readSingleton('security');
const [first] = documents.items;

// The click (queued by the first-touch script, shown by the notification region): the Toaster's tests and
// tests/e2e/first-touch.spec.ts and security.spec.ts.
describe('RequestLink', () => {
  it('is a real mailto: link named after the document that carries its confirmation toast', () => {
    if (!first) throw new Error('missing document');
    const request = documentRequest(documents.request, first.title, company.email.security);
    render(<RequestLink title={first.title} {...request} label={documents.requestLabel} />);
    const link = screen.getByRole('link', { name: `${documents.requestLabel} ${first.title}` });
    expect(link).toHaveAttribute('href', request.requestHref);
    expect(link.getAttribute('href')).toMatch(new RegExp(`^mailto:${company.email.security}\\?`));
    expect(link).toHaveAttribute(TOAST_TITLE_ATTRIBUTE, request.requestToast.title);
    expect(link).toHaveAttribute(TOAST_DESCRIPTION_ATTRIBUTE, request.requestToast.description);
  });
});

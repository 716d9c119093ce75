import { documentRequest } from './document-request';

const words = {
  subject: 'Request: [document]',
  body: 'Hello,\n\nPlease send the [document].\n\nThanks.',
  toastTitle: 'Opening mail',
  toastDescription: 'Asking for the [document].',
};

describe('documentRequest', () => {
  it('writes an email to the mailbox that names the document in its subject and body', () => {
    const { requestHref } = documentRequest(words, 'Data Processing Agreement', 'security@example.com');
    const url = new URL(requestHref);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('security@example.com');
    expect(url.searchParams.get('subject')).toBe('Request: Data Processing Agreement');
    expect(url.searchParams.get('body')).toBe(
      'Hello,\n\nPlease send the Data Processing Agreement.\n\nThanks.',
    );
    // Spaces as %20, never '+': mail clients read a mailto: query as percent-encoded text.
    expect(requestHref).not.toContain('+');
  });

  it('confirms with the title and the text naming the document', () => {
    expect(documentRequest(words, 'Subprocessors List', 'a@b.c').requestToast).toEqual({
      title: 'Opening mail',
      description: 'Asking for the Subprocessors List.',
    });
  });
});

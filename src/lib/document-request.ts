/**
 * A security document's Request button (/security): the email it writes to the security mailbox, and
 * the confirmation shown as the email app opens. The words are the page's (pages/security.yaml
 * `documents.request`), written once for every document with `[document]` where its title goes.
 */
import { mailto } from '#src/site.config.ts';
import { fillSlots } from './fill-slots.ts';

export type RequestWords = {
  subject: string;
  body: string;
  toastTitle: string;
  toastDescription: string;
};

export type DocumentRequest = {
  /** `mailto:` the security mailbox, with a subject naming the document and a short body. */
  requestHref: string;
  /** Confirmation shown when the visitor asks for the document. */
  requestToast: { title: string; description: string };
};

export function documentRequest(words: RequestWords, document: string, mailbox: string): DocumentRequest {
  const slots = { document };
  return {
    requestHref: mailto(mailbox, fillSlots(words.subject, slots), fillSlots(words.body, slots)),
    requestToast: { title: words.toastTitle, description: fillSlots(words.toastDescription, slots) },
  };
}

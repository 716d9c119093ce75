import { Mail } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import type { DocumentRequest } from '#src/lib/document-request.ts';

export type RequestLinkProps = DocumentRequest & {
  /** The document's title: the link is named “<label> <title>”. */
  title: string;
  label: string;
};

/**
 * A document's Request button: a real mailto: link to the security mailbox (so it works without
 * JavaScript) that carries its confirmation toast; the first-touch script queues the toast on click and
 * the notification region shows it (`data-toast-*`, `lib/toast-queue.ts`). Static: no island.
 */
export function RequestLink({ title, requestHref, requestToast, label }: RequestLinkProps) {
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={requestHref}
        aria-label={`${label} ${title}`}
        data-toast-title={requestToast.title}
        data-toast-description={requestToast.description}
      >
        <Mail aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

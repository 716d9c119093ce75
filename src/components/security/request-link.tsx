import { Mail } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { toast } from '#src/components/ui/use-toast.ts';
import type { SecurityDocument } from '#src/content/security.ts';

export type RequestLinkProps = Pick<SecurityDocument, 'title' | 'requestHref' | 'requestToast'> & {
  label: string;
};

/**
 * A document's Request button: a real mailto: link to the security mailbox (so it works without
 * JavaScript) that, once hydrated, also confirms with one toast what is about to happen.
 */
export function RequestLink({ title, requestHref, requestToast, label }: RequestLinkProps) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={requestHref} aria-label={`${label} ${title}`} onClick={() => toast(requestToast)}>
        <Mail aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

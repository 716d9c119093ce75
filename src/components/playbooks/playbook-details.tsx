import { Button } from '#src/components/ui/button.tsx';
import { PlaybookDetail, type PlaybookDetailProps } from './playbook-detail';

export type PlaybookDetailsProps = Omit<PlaybookDetailProps, 'playbook'> & {
  playbooks: readonly PlaybookDetailProps['playbook'][];
  /** The id of the list section the back links lead to. */
  listId: string;
};

/**
 * Every playbook's detail below the list, each with a link back to it (static HTML, rendered by the page
 * after the library island): /playbooks without JavaScript, and before the island hydrates, so every
 * `#playbook-…` link lands and find-in-page finds every word. The island takes them off the page when it
 * hydrates (static-details.ts). Each wrapper skips its rendering while off screen
 * (`content-visibility: auto`, with a typical detail's height until it has been rendered once), so the
 * first paint lays out the hero and the list, not the 2,400 elements below them (issue 30).
 */
export function PlaybookDetails({ playbooks, listId, labels, delivery }: PlaybookDetailsProps) {
  return (
    <div data-playbook-details="" className="container-page pb-8 empty:hidden">
      {playbooks.map((playbook) => (
        <div
          key={playbook.id}
          className="mt-16 border-t border-border pt-12 [contain-intrinsic-size:auto_2400px] [content-visibility:auto]"
        >
          <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
            <a href={`#${listId}`}>{labels.detail.back}</a>
          </Button>
          <PlaybookDetail playbook={playbook} labels={labels} delivery={delivery} />
        </div>
      ))}
    </div>
  );
}

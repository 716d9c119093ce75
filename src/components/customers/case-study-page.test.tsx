// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { type CaseStudy, caseStudies, customerOf } from '#src/content/case-studies.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { readPlaybooks } from '#src/content/playbooks.ts';
import { CaseStudyPage } from './case-study-page';
import { storyPlaybooks } from './story-playbooks';

const { story: copy } = readSingleton('customers');
const { navigation } = readSingleton('site');
const [first, last] = [caseStudies()[0], caseStudies().at(-1)] as [CaseStudy, CaseStudy];
const trail = { label: 'Customers', href: '/customers' };

function renderStudy(study: CaseStudy) {
  const related = caseStudies()
    .filter((other) => other.slug !== study.slug)
    .map((other) => ({ study: other, customer: customerOf(other) }));
  return render(
    <CaseStudyPage
      study={study}
      customer={customerOf(study)}
      breadcrumb={[trail]}
      breadcrumbLabel={navigation.breadcrumb}
      copy={copy}
      playbooks={storyPlaybooks(study.plays, readPlaybooks())}
      related={related}
    />,
  );
}

describe('CaseStudyPage', () => {
  it('has one h1, the story’s headline, and the challenge, solution and results as h2 sections in order', () => {
    renderStudy(first);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(first.headline);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = [copy.sections.challenge, copy.sections.solution, copy.sections.results, copy.quoteHeading];
    expect(h2s.filter((name) => order.includes(name ?? ''))).toEqual(order);
  });

  it('shows a breadcrumb back to /customers with the current page marked', () => {
    renderStudy(first);
    const nav = screen.getByRole('navigation', { name: navigation.breadcrumb });
    expect(within(nav).getByRole('link', { name: trail.label })).toHaveAttribute('href', trail.href);
    expect(within(nav).getByText(first.company)).toHaveAttribute('aria-current', 'page');
  });

  it.each([first, last])('lists the headline results of $company exactly', (study) => {
    renderStudy(study);
    const metrics = screen.getByRole('region', { name: copy.metricsHeading });
    expect(
      within(metrics)
        .getAllByRole('definition')
        .map((node) => node.textContent),
    ).toEqual(study.metrics.map((metric) => metric.value));
  });

  it('attributes the quote by role and company and links the profile in the same tab', () => {
    renderStudy(first);
    const quote = screen.getByRole('region', { name: copy.quoteHeading });
    expect(quote).toHaveTextContent(first.quote.text);
    expect(quote).toHaveTextContent(`${first.quote.role}, ${first.company}`);
    const profile = within(quote).getByRole('link', { name: first.profile.label });
    expect(profile).toHaveAttribute('href', first.profile.url);
    expect(profile).not.toHaveAttribute('target');
  });

  it('links to every other story, in list order', () => {
    renderStudy(first);
    const more = screen.getByRole('region', { name: copy.moreHeading });
    const hrefs = within(more)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      caseStudies()
        .slice(1)
        .map((study) => study.path),
    );
  });

  it.each([first, last])(
    'links each play of $company to the playbook that runs it, in the story’s order',
    (study) => {
      renderStudy(study);
      const rail = screen.getByRole('complementary', { name: copy.playbooks.headline });
      const links = within(rail).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(
        study.plays.map(
          (play) => `${play} ${readPlaybooks().find((p) => p.sampleAlert.play === play)?.title}`,
        ),
      );
      for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/playbooks#playbook-[a-z-]+$/);
    },
  );

  it('refuses a play no playbook runs', () => {
    expect(() => storyPlaybooks(['No such play'], readPlaybooks())).toThrow(/No such play/);
  });
});

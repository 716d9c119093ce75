// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { caseStudies, caseStudyTemplate, findCaseStudy } from '#src/content/case-studies.ts';
import { findCustomer } from '#src/content/customers.ts';
import { CaseStudyPage } from './case-study-page';

function renderStudy(slug: 'gainsight' | 'vendr') {
  const study = findCaseStudy(slug);
  const related = caseStudies
    .filter((other) => other.slug !== slug)
    .map((other) => ({ study: other, customer: findCustomer(other.company) }));
  return render(
    <CaseStudyPage
      study={study}
      customer={findCustomer(study.company)}
      breadcrumb={[{ label: 'Customers', href: '/customers' }]}
      copy={caseStudyTemplate}
      related={related}
    />,
  );
}

describe('CaseStudyPage', () => {
  it('has one h1 and the challenge, solution and results as h2 sections in order', () => {
    renderStudy('gainsight');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = ['The challenge', 'The solution', 'The results', caseStudyTemplate.quoteHeading];
    expect(h2s.filter((name) => order.includes(name ?? ''))).toEqual(order);
  });

  it('shows a breadcrumb back to /customers with the current page marked', () => {
    renderStudy('gainsight');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers');
    expect(within(nav).getByText('Gainsight')).toHaveAttribute('aria-current', 'page');
  });

  it('lists the headline metrics exactly', () => {
    renderStudy('vendr');
    const metrics = screen.getByRole('region', { name: caseStudyTemplate.metricsHeading });
    expect(
      within(metrics)
        .getAllByRole('definition')
        .map((node) => node.textContent),
    ).toEqual(['25', '#1']);
  });

  it('attributes the quote by role and company and links the company profile in the same tab', () => {
    renderStudy('gainsight');
    const quote = screen.getByRole('region', { name: caseStudyTemplate.quoteHeading });
    expect(quote).toHaveTextContent('VP of Sales, Gainsight');
    const profile = within(quote).getByRole('link', { name: 'Gainsight on LinkedIn' });
    expect(profile).toHaveAttribute('href', 'https://www.linkedin.com/company/gainsight/');
    expect(profile).not.toHaveAttribute('target');
  });

  it('links to the three other case studies', () => {
    renderStudy('gainsight');
    const more = screen.getByRole('region', { name: caseStudyTemplate.moreHeading });
    const hrefs = within(more)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/customers-navattic', '/customers-athenian', '/customers-vendr']);
  });
});

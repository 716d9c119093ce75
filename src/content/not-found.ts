import { routeFor } from '#src/site-map.ts';
import { bookingCta } from './ctas';
import type { Cta, PageMetadata } from './types';

export type NotFoundContent = {
  heading: string;
  description: string;
  primaryCta: Cta;
  secondaryCta: Cta;
  suggestions: Cta[];
};

/** A popular page, under its short footer name where it has one ('Playbook library'). */
const link = (path: Parameters<typeof routeFor>[0]): Cta => {
  const route = routeFor(path);
  return { href: path, label: route.footerLabel ?? route.label };
};

export const notFound = {
  meta: {
    title: 'Page not found',
    description:
      'The page you asked for does not exist or has moved. Start again from the home page or book a demo with our team.',
    noindex: true,
  },
  content: {
    heading: '404 Page Not Found',
    description:
      'The page you were looking for does not exist or has moved. These will get you back on track.',
    primaryCta: { href: '/', label: 'Back to the home page' },
    secondaryCta: bookingCta('Book a demo'),
    suggestions: [
      link('/hunt-new-opportunities'),
      link('/predict-prevent-churn'),
      link('/customers'),
      link('/playbooks'),
      link('/pricing'),
      link('/security'),
    ],
  },
} satisfies { meta: PageMetadata; content: NotFoundContent };

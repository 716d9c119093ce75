/** The four persona pages, in site-map order. */
import { customerSuccessPersona } from './customer-success';
import { marketingPersona } from './marketing';
import { revenueOperationsPersona } from './revenue-operations';
import { salesPersona } from './sales';
import type { PersonaContent } from './shared';

export * from './shared';

export const personas: readonly PersonaContent[] = [
  salesPersona,
  marketingPersona,
  revenueOperationsPersona,
  customerSuccessPersona,
];

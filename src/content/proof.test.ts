import { describe, expect, it } from 'vitest';
import { personas } from '#src/content/personas/index.ts';
import { useCases } from '#src/content/use-cases/index.ts';
import { findCaseStudy } from './case-studies';
import { PROOF_BY_PAGE, type ProofPage, proofFor } from './proof';

describe('proof bands', () => {
  const pages = [...useCases, ...personas].map((page) => page.path);

  it('cover every use-case and persona page, and nothing else', () => {
    expect(Object.keys(PROOF_BY_PAGE).sort()).toEqual([...pages].sort());
  });

  it.each(pages)('%s shows a metric of the case study it links to', (path) => {
    const proof = proofFor(path as ProofPage);
    const study = findCaseStudy(PROOF_BY_PAGE[path as ProofPage].study);
    expect(study.metrics).toContainEqual(proof.metric);
    expect(proof.link.href).toBe(study.path);
    expect(proof.customer.name).toBe(study.company);
  });

  it.each(pages)('%s explains the figure in its own words, without repeating it or adding one', (path) => {
    const proof = proofFor(path as ProofPage);
    expect(proof.line).not.toContain(proof.metric.value);
    // No figure of its own: digits only as part of the spec's metrics shown elsewhere.
    expect(proof.line).not.toMatch(/\d/);
    expect(proof.line).toMatch(/\.$/);
  });

  it('gives each page its own line', () => {
    const lines = pages.map((path) => proofFor(path as ProofPage).line);
    expect(new Set(lines).size).toBe(lines.length);
  });
});

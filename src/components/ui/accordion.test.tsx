// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const items = [
  { q: 'How fast do alerts arrive?', a: 'Within minutes of the signal.' },
  { q: 'Which tools receive them?', a: 'Your team chat tool, email and your CRM.' },
  { q: 'Is there an implementation fee?', a: 'No.' },
];

function Faq(props: { defaultValue?: string | null }) {
  return (
    <Accordion {...props}>
      {items.map((item) => (
        <AccordionItem key={item.q} value={item.q}>
          <AccordionTrigger>{item.q}</AccordionTrigger>
          <AccordionContent>{item.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('puts every answer in the server-rendered HTML, even collapsed', () => {
    const html = renderToString(<Faq />);
    for (const item of items) expect(html).toContain(item.a);
    expect(html.match(/hidden=""/g)).toHaveLength(items.length);
  });

  it('starts collapsed, with triggers inside headings wired to their regions', () => {
    render(<Faq />);
    const first = trigger(items[0]?.q ?? '');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first.parentElement?.tagName).toBe('H3');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', first.id);
    expect(panel).not.toBeVisible();
  });

  it('opens one item at a time', () => {
    render(<Faq />);
    fireEvent.click(trigger(items[0]?.q ?? ''));
    expect(screen.getByText(items[0]?.a ?? '')).toBeVisible();
    fireEvent.click(trigger(items[1]?.q ?? ''));
    expect(screen.getByText(items[1]?.a ?? '')).toBeVisible();
    expect(screen.getByText(items[0]?.a ?? '')).not.toBeVisible();
    expect(
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });

  it('closes the open item when it is clicked again', () => {
    render(<Faq defaultValue={items[0]?.q ?? null} />);
    expect(trigger(items[0]?.q ?? '')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger(items[0]?.q ?? ''));
    expect(trigger(items[0]?.q ?? '')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(items[0]?.a ?? '')).not.toBeVisible();
  });

  it('moves focus with arrows (wrapping), Home and End', () => {
    render(<Faq />);
    const [first, second, third] = items.map((item) => trigger(item.q));
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second as HTMLElement, { key: 'End' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third as HTMLElement, { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowUp' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third as HTMLElement, { key: 'Home' });
    expect(first).toHaveFocus();
  });

  it('reports changes when controlled', () => {
    const onValueChange = vi.fn();
    render(
      <Accordion value={null} onValueChange={onValueChange}>
        <AccordionItem value="a">
          <AccordionTrigger>A</AccordionTrigger>
          <AccordionContent>Answer A</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    fireEvent.click(trigger('A'));
    expect(onValueChange).toHaveBeenCalledWith('a');
    expect(trigger('A')).toHaveAttribute('aria-expanded', 'false');
  });
});

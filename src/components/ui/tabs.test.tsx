// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const tabs = [
  { value: 'sales', label: 'Sales', body: 'Pipeline and risk alerts for Account Executives.' },
  { value: 'marketing', label: 'Marketing', body: 'Campaigns aimed at accounts evaluating rivals.' },
  { value: 'cs', label: 'Customer Success', body: 'Renewal and churn alerts for Account Managers.' },
];

function RoleTabs() {
  return (
    <Tabs defaultValue="sales">
      <TabsList aria-label="Roles">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.body}
        </TabsContent>
      ))}
    </Tabs>
  );
}

let mobile = false;
const listeners = new Set<() => void>();

beforeEach(() => {
  mobile = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return mobile && query.includes('max-width');
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  listeners.clear();
});

/** The panel of the selected tab (jsdom applies no Tailwind CSS, so inactive panels are not display:none). */
function activePanel() {
  const selected = screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
  const panel = document.getElementById(selected?.getAttribute('aria-controls') ?? '');
  expect(panel).toHaveAttribute('data-state', 'active');
  return panel;
}

describe('Tabs', () => {
  it('renders every panel in the server HTML, inactive ones marked inactive', () => {
    const html = renderToString(<RoleTabs />);
    for (const tab of tabs) expect(html).toContain(tab.body);
    expect(html.match(/data-state="inactive"/g)?.length).toBeGreaterThanOrEqual(tabs.length - 1);
  });

  it('selects the first tab by default', () => {
    render(<RoleTabs />);
    expect(screen.getByRole('tab', { name: 'Sales' })).toHaveAttribute('aria-selected', 'true');
    expect(activePanel()).toHaveTextContent(tabs[0]?.body ?? '');
    expect(document.querySelectorAll('[data-state="active"][role="tabpanel"]')).toHaveLength(1);
  });

  it('switches with the mouse', () => {
    render(<RoleTabs />);
    const marketing = screen.getByRole('tab', { name: 'Marketing' });
    fireEvent.mouseDown(marketing, { button: 0, ctrlKey: false });
    expect(marketing).toHaveAttribute('aria-selected', 'true');
    expect(activePanel()).toHaveTextContent(tabs[1]?.body ?? '');
  });

  it('switches with arrow keys in a horizontal list on desktop', async () => {
    render(<RoleTabs />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    const sales = screen.getByRole('tab', { name: 'Sales' });
    act(() => sales.focus());
    fireEvent.keyDown(sales, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Marketing' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Marketing' })).toHaveAttribute('aria-selected', 'true');
  });

  it('becomes a vertical, stacked list below 768 px', async () => {
    mobile = true;
    render(<RoleTabs />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('tablist').className).toContain('flex-col');
    const sales = screen.getByRole('tab', { name: 'Sales' });
    act(() => sales.focus());
    fireEvent.keyDown(sales, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Marketing' })).toHaveFocus());
  });
  it('wraps with the arrow keys and jumps with Home and End', async () => {
    render(<RoleTabs />);
    const sales = screen.getByRole('tab', { name: 'Sales' });
    act(() => sales.focus());
    fireEvent.keyDown(sales, { key: 'ArrowLeft' });
    const last = screen.getByRole('tab', { name: 'Customer Success' });
    await waitFor(() => expect(last).toHaveFocus());
    expect(last).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    await waitFor(() => expect(sales).toHaveFocus());
    fireEvent.keyDown(sales, { key: 'End' });
    await waitFor(() => expect(last).toHaveFocus());
    fireEvent.keyDown(last, { key: 'Home' });
    await waitFor(() => expect(sales).toHaveFocus());
    expect(activePanel()).toHaveTextContent(tabs[0]?.body ?? '');
  });

  it('keeps one tab in the tab order and links tabs and panels', () => {
    render(<RoleTabs />);
    const all = screen.getAllByRole('tab');
    expect(all.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    fireEvent.click(all[2] as HTMLElement);
    expect(all.map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    const panel = activePanel();
    expect(panel).toHaveAttribute('aria-labelledby', all[2]?.id);
    expect(panel).toHaveTextContent(tabs[2]?.body ?? '');
  });

  it('can be controlled', () => {
    const onValueChange = vi.fn();
    render(
      <Tabs value="cs" onValueChange={onValueChange}>
        <TabsList aria-label="Roles">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.body}
          </TabsContent>
        ))}
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Customer Success' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(onValueChange).toHaveBeenCalledWith('sales');
    // The parent did not change `value`, so the selection stays.
    expect(screen.getByRole('tab', { name: 'Customer Success' })).toHaveAttribute('aria-selected', 'true');
  });
});

import { moveIndex, panelLeft } from './first-touch';

// The script's DOM behaviour runs in a real browser with island scripts held back:
// tests/e2e/first-touch.spec.ts. Here, its two pure rules.

describe('moveIndex', () => {
  it('follows the orientation, wraps, and jumps with Home and End', () => {
    expect(moveIndex('ArrowRight', 0, 4, 'horizontal')).toBe(1);
    expect(moveIndex('ArrowRight', 3, 4, 'horizontal')).toBe(0);
    expect(moveIndex('ArrowLeft', 0, 4, 'horizontal')).toBe(3);
    expect(moveIndex('ArrowDown', 0, 4, 'horizontal')).toBeUndefined();
    expect(moveIndex('ArrowDown', 3, 4, 'vertical')).toBe(0);
    expect(moveIndex('ArrowUp', 1, 4, 'vertical')).toBe(0);
    expect(moveIndex('Home', 2, 4, 'vertical')).toBe(0);
    expect(moveIndex('End', 0, 4, 'horizontal')).toBe(3);
    expect(moveIndex('Enter', 0, 4, 'horizontal')).toBeUndefined();
  });
});

describe('panelLeft', () => {
  it('centres a panel under its button', () => {
    expect(panelLeft(600, 100, 400, 1440)).toBe(450);
  });

  it('keeps it 16 px inside the viewport on either side', () => {
    expect(panelLeft(20, 80, 600, 1440)).toBe(16);
    expect(panelLeft(1380, 40, 450, 1440)).toBe(1440 - 16 - 450);
    // Narrower than the panel: the panel shrinks to the viewport less the margins.
    expect(panelLeft(300, 80, 600, 500)).toBe(16);
  });
});

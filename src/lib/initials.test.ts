import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(initials('Maya Okafor')).toBe('MO');
    expect(initials('  ada   lovelace king ')).toBe('AL');
    expect(initials('Cher')).toBe('C');
  });
});

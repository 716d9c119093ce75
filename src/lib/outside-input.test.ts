import { describe, expect, it } from 'vitest';
import { HOSTILE_VALUES, hostileValue, seededRandom } from '../../tests/hostile-input.ts';
import {
  asRecord,
  cleanText,
  cookieNames,
  field,
  hashFragment,
  MAX_TEXT_LENGTH,
  messageData,
  oneOf,
  parseJson,
  percentDecode,
  queryParameter,
  readStorage,
  sitePath,
} from './outside-input';

/** Usable text, as every reader promises: short enough, no control characters, no lone surrogates. */
function expectUsable(value: string | undefined, maxLength = MAX_TEXT_LENGTH) {
  if (value === undefined) return;
  expect(value.length).toBeGreaterThan(0);
  expect(value.length).toBeLessThanOrEqual(maxLength);
  expect(value).not.toMatch(/[\p{Cc}\p{Cs}]/u);
}

/** The fixed hostile list, then 300 generated values (seeded: the same ones every run). */
const random = seededRandom(25);
const VALUES = [
  ...HOSTILE_VALUES,
  ...Array.from({ length: 300 }, () => hostileValue(random, ['q', 'playbook-a'])),
];

describe('every reader, against hostile values', () => {
  it(`never throws and gives no value or usable text, for ${VALUES.length} values`, () => {
    for (const value of VALUES) checkReaders(value);
  });
});

function checkReaders(value: string) {
  expectUsable(cleanText(value));
  expectUsable(hashFragment(value));
  expectUsable(hashFragment(`#${value}`));
  expectUsable(queryParameter(value, 'q'));
  expectUsable(queryParameter(`q=${value}`, 'q', 100), 100);
  expect(() => percentDecode(value)).not.toThrow();
  expect(() => parseJson(value)).not.toThrow();
  expect(oneOf(value, ['granted', 'denied'])).toBe(
    value === 'granted' || value === 'denied' ? value : undefined,
  );
  expect(sitePath(value)).toMatch(/^\/(?![/\\])/);
  for (const name of cookieNames(value)) expectUsable(name);
  expect(messageData({ origin: value, data: { event: 'x' } }, 'https://calendly.com')).toBeUndefined();
}

describe('hashFragment', () => {
  it.each([
    ['#playbook-a', 'playbook-a'],
    ['playbook-a', 'playbook-a'],
    ['#playbook-a%20b', 'playbook-a b'],
    ['#caf%C3%A9', 'café'],
    ['#🚀', '🚀'],
    ['#100%', '100%'],
    ['#%', '%'],
    ['#playbook-%ZZ', 'playbook-%ZZ'],
    ['#a#b', 'a#b'],
    ['', undefined],
    ['#', undefined],
    ['#%E0%A4%A', undefined],
    ['#%FF', undefined],
    ['#%ED%A0%80', undefined],
    ['#a%00b', undefined],
    ['#a%0Ab', undefined],
    ['#a%C2%85', undefined],
    ['#a%E2%80%AEb', undefined],
    ['#%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9', '👩‍👩'],
    [`#${'a'.repeat(MAX_TEXT_LENGTH)}`, 'a'.repeat(MAX_TEXT_LENGTH)],
    [`#${'a'.repeat(MAX_TEXT_LENGTH + 1)}`, undefined],
    [`#${'%41'.repeat(MAX_TEXT_LENGTH + 1)}`, undefined],
  ])('%j → %j', (hash, expected) => {
    expect(hashFragment(hash)).toBe(expected);
  });
});

describe('queryParameter', () => {
  it.each([
    ['?q=churn', 'churn'],
    ['q=churn', 'churn'],
    ['?utm_source=x&q=churn&utm_medium=y', 'churn'],
    ['?q=renewal+risk', 'renewal risk'],
    ['?q=renewal%20%20risk', 'renewal risk'],
    ['?q=%20churn%20', 'churn'],
    ['?q=100%', '100%'],
    ['?q=%ZZ', '%ZZ'],
    ['?q=caf%C3%A9', 'café'],
    ['?q=🚀', '🚀'],
    ['?q=%3Cscript%3E', '<script>'],
    ['?%71=churn', 'churn'],
    ['?Q=churn', undefined],
    ['', undefined],
    ['?q', undefined],
    ['?q=', undefined],
    ['?q=+++', undefined],
    ['?q=a&q=b', undefined],
    ['?q=a&q=a', undefined],
    ['?q=a&q', undefined],
    ['?q=%E0%A4%A', undefined],
    ['?q=a%00b', undefined],
    ['?q=a%09b', undefined],
    ['?q=a%1Bb', undefined],
    [`?q=${'a'.repeat(101)}`, undefined],
    [`?q=${'a'.repeat(100)}`, 'a'.repeat(100)],
  ])('%j → %j', (search, expected) => {
    expect(queryParameter(search, 'q', 100)).toBe(expected);
  });

  it('reads a parameter among 4 KB of others', () => {
    const tracking = Array.from({ length: 100 }, (_, index) => `utm_${index}=${'x'.repeat(30)}`).join('&');
    expect(queryParameter(`?${tracking}&q=churn`, 'q')).toBe('churn');
  });
});

describe('sitePath', () => {
  it.each([
    ['/playbooks', '/playbooks'],
    ['//evil.example/playbooks', '/evil.example/playbooks'],
    ['/\\evil.example', '/evil.example'],
    ['', '/'],
    ['playbooks', '/playbooks'],
    ['/a\u0000b', '/'],
  ])('%j → %j', (pathname, expected) => {
    expect(sitePath(pathname)).toBe(expected);
  });
});

describe('storage', () => {
  const throwing = (message: string) =>
    ({
      get localStorage(): Storage {
        throw new DOMException(message, 'SecurityError');
      },
      sessionStorage: {
        getItem: () => {
          throw new DOMException(message, 'SecurityError');
        },
      },
    }) as unknown as Window;

  it('gives undefined where storage cannot be read, and the stored text where it can', () => {
    expect(readStorage(throwing('no access'), 'localStorage', 'k')).toBeUndefined();
    expect(readStorage(throwing('no access'), 'sessionStorage', 'k')).toBeUndefined();
    const win = {
      localStorage: { getItem: (key: string) => (key === 'k' ? 'v' : null) },
    } as unknown as Window;
    expect(readStorage(win, 'localStorage', 'k')).toBe('v');
    expect(readStorage(win, 'localStorage', 'other')).toBeUndefined();
  });

  it('matches stored choices exactly', () => {
    for (const value of ['granted ', ' granted', 'GRANTED', 'granted\u0000', 'grante', '']) {
      expect(oneOf(value, ['granted', 'denied'])).toBeUndefined();
    }
    expect(oneOf('denied', ['granted', 'denied'])).toBe('denied');
    expect(oneOf(undefined, ['granted'])).toBeUndefined();
  });

  it('parses JSON only when it is JSON and not too long', () => {
    expect(parseJson('[1,2]')).toEqual([1, 2]);
    expect(parseJson('{"a":')).toBeUndefined();
    expect(parseJson(undefined)).toBeUndefined();
    expect(parseJson(`"${'a'.repeat(100)}"`, 50)).toBeUndefined();
  });
});

describe('messages and records', () => {
  const CALENDLY = 'https://calendly.com';

  it('gives the data of a message only from the exact origin, and only a plain object', () => {
    expect(messageData({ origin: CALENDLY, data: { event: 'e' } }, CALENDLY)).toEqual({ event: 'e' });
    for (const origin of [
      'https://calendly.com.evil.example',
      'http://calendly.com',
      `${CALENDLY}/`,
      'null',
    ]) {
      expect(messageData({ origin, data: { event: 'e' } }, CALENDLY)).toBeUndefined();
    }
    for (const data of [null, undefined, 'e', 1, ['e'], true]) {
      expect(messageData({ origin: CALENDLY, data }, CALENDLY)).toBeUndefined();
    }
  });

  it('never throws on a field whose getter does', () => {
    const hostile = Object.defineProperty({}, 'event', {
      get() {
        throw new Error('getter');
      },
    });
    expect(field(hostile, 'event')).toBeUndefined();
    expect(field({ event: 'e' }, 'event')).toBe('e');
    expect(field(['e'], '0')).toBeUndefined();
    expect(asRecord(null)).toBeUndefined();
  });

  it('lists cookie names, without empty ones or ones with control characters', () => {
    expect(cookieNames('a=1; ph_x=2;; =3; b\u0001=4')).toEqual(['a', 'ph_x']);
  });
});

import { fromGeezNumeral, geezNumeral, MAX_GEEZ_NUMBER, toGeezNumeral } from './geez-numeral';

describe("Ge'ez numerals", () => {
  // Written out by hand from the rules (፻ = 100, ፼ = 10,000, no ፩ before a leading ፻ or ፼).
  const known: [number, string][] = [
    [1, '፩'], [9, '፱'], [10, '፲'], [11, '፲፩'], [19, '፲፱'], [20, '፳'], [99, '፺፱'],
    [100, '፻'], [101, '፻፩'], [110, '፻፲'], [123, '፻፳፫'], [200, '፪፻'], [999, '፱፻፺፱'],
    [1000, '፲፻'], [1100, '፲፩፻'], [2016, '፳፻፲፮'], [1993, '፲፱፻፺፫'], [9999, '፺፱፻፺፱'],
    [10000, '፼'], [10001, '፼፩'], [10100, '፼፻'], [12345, '፼፳፫፻፵፭'], [20000, '፪፼'], [100000, '፲፼'],
    [1000000, '፻፼'], [1010000, '፻፩፼'], [10000000, '፲፻፼'], [99999999, '፺፱፻፺፱፼፺፱፻፺፱'],
  ];

  it.each(known)('%i is %s', (value, geez) => {
    expect(toGeezNumeral(value)).toBe(geez);
    expect(fromGeezNumeral(geez)).toBe(value);
  });

  it('round-trips every number from 1 to 100,000 and a sample up to 99,999,999', () => {
    const wrong: number[] = [];
    const seen = new Set<string>();
    for (let n = 1; n <= 100_000; n++) {
      const text = toGeezNumeral(n);
      if (fromGeezNumeral(text) !== n || seen.has(text)) wrong.push(n);
      seen.add(text);
    }
    for (let n = 100_001; n <= MAX_GEEZ_NUMBER; n += 9_973) if (fromGeezNumeral(toGeezNumeral(n)) !== n) wrong.push(n);
    expect(wrong).toEqual([]);
  });

  it('never writes ፩ directly before a leading ፻ or ፼', () => {
    for (let n = 1; n <= 100_000; n += 1) {
      const text = toGeezNumeral(n);
      if (text.startsWith('፩፻') || text.startsWith('፩፼')) throw new Error(`${n} -> ${text}`);
    }
  });

  it('reads the variant with an explicit ፩ before ፻ or ፼', () => {
    expect(fromGeezNumeral('፩፻')).toBe(100);
    expect(fromGeezNumeral('፩፼')).toBe(10000);
    expect(fromGeezNumeral(' ፳፻፲፮ ')).toBe(2016);
  });

  it.each(['', ' ', 'abc', '12a', '፻፻', '፼፼', '፩፲', '፲፲', '፪፪', '፻፲፻', '፼፻፼', '0', '፳፻፲፮x'])(
    'rejects %j naming the parameter "number"',
    (text) => {
      expect(() => fromGeezNumeral(text)).toThrow(expect.objectContaining({
        issues: [expect.objectContaining({ parameter: 'number' })],
      }));
    },
  );

  it.each([0, -1, 1.5, 100_000_000, Number.NaN])('refuses to write %p', (value) => {
    expect(() => toGeezNumeral(value)).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ parameter: 'number' })] }));
  });

  it('converts either way for the endpoint', () => {
    expect(geezNumeral(2016)).toEqual({ input: '2016', number: 2016, geez: '፳፻፲፮' });
    expect(geezNumeral('123')).toEqual({ input: '123', number: 123, geez: '፻፳፫' });
    expect(geezNumeral('፳፻፲፮')).toEqual({ input: '፳፻፲፮', number: 2016, geez: '፳፻፲፮' });
    expect(geezNumeral('፩፻')).toEqual({ input: '፩፻', number: 100, geez: '፻' });
    expect(() => geezNumeral('0')).toThrow(expect.objectContaining({ name: 'InvalidParameterError' }));
  });
});

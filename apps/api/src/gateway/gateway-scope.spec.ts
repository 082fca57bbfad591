import { scopeOf } from './gateway';

describe('scopeOf', () => {
  it('puts service paths (with or without a query) under the key check', () => {
    expect(scopeOf('/numerology/life_path?year=1990')).toEqual({ kind: 'service', service: 'numerology' });
    expect(scopeOf('/ethiopian-calendar')).toEqual({ kind: 'service', service: 'ethiopian-calendar' });
    expect(scopeOf('/numerology/tarot/cards/the-fool')).toEqual({ kind: 'service', service: 'numerology' });
  });

  it('keeps jobs keyed, ops behind the admin token, and docs, liveness and card images open', () => {
    expect(scopeOf('/jobs/loans-1')).toEqual({ kind: 'jobs' });
    expect(scopeOf('/metrics')).toEqual({ kind: 'ops' });
    expect(scopeOf('/health/ready?x=1')).toEqual({ kind: 'ops' });
    for (const open of ['/health/live', '/docs', '/openapi.json', '/numerology/tarot/cards/the-fool.svg', '/nowhere']) {
      expect(scopeOf(open)).toEqual({ kind: 'open' });
    }
    expect(scopeOf('/numerology/tarot/cards/../reading.svg')).toEqual({ kind: 'service', service: 'numerology' });
  });
});

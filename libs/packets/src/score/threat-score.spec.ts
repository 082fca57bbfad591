import { threatLevel, threatScore } from './threat-score';

describe('threat score', () => {
  it('follows the documented formula (values worked by hand)', () => {
    expect(threatScore([])).toBe(0);
    expect(threatScore([{ id: 'a', severity: 'critical', confidence: 1 }])).toBe(85);
    expect(threatScore([{ id: 'a', severity: 'low', confidence: 1 }])).toBe(10);
    // Two high findings of different rules: 1 − 0.4·0.4 = 0.84.
    expect(threatScore([{ id: 'a', severity: 'high', confidence: 1 }, { id: 'b', severity: 'high', confidence: 1 }])).toBe(84);
    // The same rule twice: 1 − (1 − 0.6)(1 − 0.3) = 0.72.
    expect(threatScore([{ id: 'a', severity: 'high', confidence: 1 }, { id: 'a', severity: 'high', confidence: 1 }])).toBe(72);
    // medium at confidence 0.5: 0.3·0.5 = 0.15.
    expect(threatScore([{ id: 'a', severity: 'medium', confidence: 0.5 }])).toBe(15);
  });
  it('maps scores to levels at 25, 50 and 75', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(threatLevel)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high', 'critical', 'critical']);
  });
});

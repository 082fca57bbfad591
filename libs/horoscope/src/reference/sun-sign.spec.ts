import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { SIGNS } from './families';
import { sunSignOf } from './sun-sign';

describe('sunSignOf (conventional tropical table)', () => {
  // The boundary dates below are the table printed in newspaper horoscopes, checked by hand.
  it.each([
    ['1990-03-20', 'pisces', true, 'aries'],
    ['1990-03-21', 'aries', true, 'pisces'],
    ['1990-03-22', 'aries', false, null],
    ['1990-04-19', 'aries', true, 'taurus'],
    ['1990-04-20', 'taurus', true, 'aries'],
    ['1985-07-04', 'cancer', false, null],
    ['1969-07-20', 'cancer', false, null],
    ['1990-08-23', 'virgo', true, 'leo'],
    ['2001-09-11', 'virgo', false, null],
    ['1990-11-21', 'scorpio', true, 'sagittarius'],
    ['1990-11-22', 'sagittarius', true, 'scorpio'],
    ['1990-12-21', 'sagittarius', true, 'capricorn'],
    ['1990-12-22', 'capricorn', true, 'sagittarius'],
    ['1990-12-31', 'capricorn', false, null],
    ['1991-01-01', 'capricorn', false, null],
    ['1991-01-19', 'capricorn', true, 'aquarius'],
    ['1991-01-20', 'aquarius', true, 'capricorn'],
    ['1991-02-18', 'aquarius', true, 'pisces'],
    ['1991-02-19', 'pisces', true, 'aquarius'],
    ['2000-02-29', 'pisces', false, null],
    ['1815-12-10', 'sagittarius', false, null],
  ])('%s is %s (cusp %s, %s)', (date, sign, cusp, cuspWith) => {
    expect(sunSignOf(date)).toEqual({ sign, cusp, cusp_with: cuspWith });
  });

  it('walks a whole year in zodiac order with exactly 24 cusp days, each next to a change of sign', () => {
    const days: string[] = [];
    for (let t = Date.UTC(2001, 0, 1); t < Date.UTC(2002, 0, 1); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
    const result = days.map((d) => sunSignOf(d));
    const changes = result.filter((r, i) => i > 0 && r.sign !== result[i - 1].sign).map((r) => r.sign);
    expect(changes).toEqual(['aquarius', 'pisces', 'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn']);
    expect(result.filter((r) => r.cusp)).toHaveLength(24);
    result.forEach((r, i) => {
      const changesHere = (i > 0 && result[i - 1].sign !== r.sign) || (i < result.length - 1 && result[i + 1].sign !== r.sign);
      expect(r.cusp).toBe(changesHere);
    });
    expect(new Set(result.map((r) => r.sign)).size).toBe(SIGNS.length);
  });

  it.each(['1990-02-30', '1990-13-01', '1990-3-21', 'yesterday', '', '2001-02-29', '0000-01-01'])('rejects %j naming the parameter', (bad) => {
    expect(() => sunSignOf(bad)).toThrow(InvalidParameterError);
    try {
      sunSignOf(bad, 'dob');
    } catch (e) {
      expect((e as InvalidParameterError).issues.map((i) => i.parameter)).toEqual(['dob']);
    }
  });
});

import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { calculateTimeHalf } from './time-half';

describe('calculateTimeHalf (/time-half)', () => {
  it('pays 1.5, 2 and 3 times the standard rate (by hand)', () => {
    expect(calculateTimeHalf({ standard_rate: 20, regular_hours: 40, hours_time_half: 5, hours_double: 2, hours_triple: 1 })).toEqual({
      pay_rates: { double: '$40.00', standard: '$20.00', time_half: '$30.00', triple: '$60.00' },
      total_amount_earned: '$1,090.00', // 800 + 150 + 80 + 60
      total_double: '$80.00',
      total_regular_pay: '$800.00',
      total_time_half: '$150.00',
      total_triple: '$60.00',
    });
  });

  it('defaults the premium hours to 0 and rounds each total half-up', () => {
    const r = calculateTimeHalf({ standard_rate: '15.55', regular_hours: 10, hours_time_half: 3 });
    expect(r.pay_rates.time_half).toBe('$23.33'); // 23.325
    expect(r.total_time_half).toBe('$69.98'); // 69.975
    expect(r.total_double).toBe('$0.00');
    expect(r.total_amount_earned).toBe('$225.48'); // 155.50 + 69.98
  });

  it('formats in the requested currency', () => {
    expect(calculateTimeHalf({ standard_rate: 2000, regular_hours: 1, currency: 'JPY' }).pay_rates.time_half).toBe('¥3,000');
  });

  it('rejects negative hours', () => {
    expect(() => calculateTimeHalf({ standard_rate: 20, regular_hours: -1 })).toThrow(InvalidParameterError);
  });
});

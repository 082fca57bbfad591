import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { calculateShiftFinishTime } from './shift-finish-time';

describe('calculateShiftFinishTime (/shift-finish-time)', () => {
  it('9:30 PM + 8 h + 30 min ends at 6:00 AM the next day', () => {
    expect(calculateShiftFinishTime({ start_time: '9:30 PM', duration: 8, break_duration: 30 })).toEqual({
      finish_time_12hr: '06:00 AM',
      finish_time_24hr: '06:00',
      next_day: true,
      days_later: 1,
    });
  });

  it('handles noon, midnight and same-day finishes', () => {
    const at = (start_time: string, duration: number | string, break_duration: number) =>
      calculateShiftFinishTime({ start_time, duration, break_duration });
    expect(at('9:00 AM', 8, 60)).toMatchObject({ finish_time_12hr: '06:00 PM', finish_time_24hr: '18:00', next_day: false, days_later: 0 });
    expect(at('12:00 AM', 0, 0)).toMatchObject({ finish_time_12hr: '12:00 AM', finish_time_24hr: '00:00', next_day: false });
    expect(at('12:00 PM', 1, 0)).toMatchObject({ finish_time_12hr: '01:00 PM', finish_time_24hr: '13:00' });
    expect(at('11:59 AM', 0, 1)).toMatchObject({ finish_time_12hr: '12:00 PM', finish_time_24hr: '12:00' });
    expect(at('11:59 PM', 0, 1)).toMatchObject({ finish_time_12hr: '12:00 AM', finish_time_24hr: '00:00', next_day: true, days_later: 1 });
    expect(at('6:15 am', '7.5', 45)).toMatchObject({ finish_time_24hr: '14:30' });
    expect(at('09:05PM', 168, 0)).toMatchObject({ finish_time_24hr: '21:05', days_later: 7 });
  });

  it('accepts only h:mm AM|PM with hour 1-12 and minutes 00-59', () => {
    for (const bad of ['13:00 PM', '0:30 AM', '9:60 PM', '9:5 PM', '9:30', '21:30', '9.30 PM', '9:30 XM', '', ' 9 : 30 PM']) {
      try {
        calculateShiftFinishTime({ start_time: bad, duration: 1, break_duration: 0 });
        throw new Error(`accepted ${bad}`);
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidParameterError);
        expect((e as InvalidParameterError).issues[0].parameter).toBe('start_time');
      }
    }
  });

  it('validates duration and break', () => {
    const issues = (duration: unknown, break_duration: unknown) => {
      try {
        calculateShiftFinishTime({ start_time: '9:00 AM', duration: duration as string, break_duration: break_duration as string });
      } catch (e) {
        return (e as InvalidParameterError).issues.map((i) => i.parameter);
      }
      return [];
    };
    expect(issues('7.01', 0)).toEqual(['duration']); // not whole minutes
    expect(issues(-1, 0)).toEqual(['duration']);
    expect(issues(169, 0)).toEqual(['duration']);
    expect(issues(8, 1.5)).toEqual(['break_duration']);
    expect(issues(8, undefined)).toEqual(['break_duration']);
  });
});

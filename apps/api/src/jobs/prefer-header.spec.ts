import { parsePrefer } from './prefer-header';

describe('parsePrefer (RFC 7240)', () => {
  it('reads respond-async and wait, in any order, case and repetition', () => {
    expect(parsePrefer('respond-async, wait=10')).toEqual({ respondAsync: true, waitSeconds: 10 });
    expect(parsePrefer(['WAIT=3', 'Respond-Async'])).toEqual({ respondAsync: true, waitSeconds: 3 });
    expect(parsePrefer('wait="5"; foo=bar')).toEqual({ respondAsync: false, waitSeconds: 5 });
  });

  it('ignores what it does not know and malformed waits', () => {
    expect(parsePrefer(undefined)).toEqual({ respondAsync: false, waitSeconds: null });
    expect(parsePrefer('return=minimal, wait=-1, wait=abc')).toEqual({ respondAsync: false, waitSeconds: null });
  });
});

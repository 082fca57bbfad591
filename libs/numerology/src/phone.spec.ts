import { normalizePhone } from './phone';
import { thrown } from './testing/stub-texts';

describe('normalizePhone', () => {
  it('keeps the digits and drops + ( ) - . and spaces', () => {
    expect(normalizePhone('+1 (555) 010-9999', 'phone_number')).toBe('15550109999');
    expect(normalizePhone('0044.20.7946.0018', 'phone_number')).toBe('00442079460018');
    expect(normalizePhone(5551234, 'phone_number')).toBe('5551234');
  });

  it('rejects letters and symbols, naming them and their position', () => {
    const error = thrown(() => normalizePhone('555-CALL', 'phone_number'));
    expect(error.code).toBe('invalid_phone');
    expect(error.issues?.[0].message).toMatch(/^contains the letter "C" \(U\+0043\) at position 5;/);
    expect(thrown(() => normalizePhone('555#123', 'phone_number')).issues?.[0].message).toMatch(/the character "#"/);
  });

  it('requires 3 to 15 digits', () => {
    expect(thrown(() => normalizePhone('12', 'phone_number')).issues?.[0].message).toBe('must contain 3 to 15 digits; got 2');
    expect(thrown(() => normalizePhone('1234567890123456', 'phone_number')).code).toBe('invalid_phone');
    expect(normalizePhone('123456789012345', 'phone_number')).toHaveLength(15);
    expect(thrown(() => normalizePhone(-5, 'phone_number')).code).toBe('invalid_phone');
  });
});

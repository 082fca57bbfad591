import { scheduleToCsv } from './schedule-to-csv';

describe('scheduleToCsv', () => {
  it('writes a header and one CRLF line per row, quoting fields with commas', () => {
    const csv = scheduleToCsv([
      { period: 1, payment: '$1,199.10', interest: '$1,000.00' },
      { period: 2, payment: '$1199.10', interest: '$999.00' },
    ]);
    expect(csv).toBe('period,payment,interest\r\n1,"$1,199.10","$1,000.00"\r\n2,$1199.10,$999.00\r\n');
  });

  it('takes columns from every row in order of appearance and doubles quotes', () => {
    const csv = scheduleToCsv([{ a: 1 }, { a: 2, date: '2024-01-31', note: 'say "hi"' }]);
    expect(csv).toBe('a,date,note\r\n1,,\r\n2,2024-01-31,"say ""hi"""\r\n');
  });

  it('is empty for no rows', () => {
    expect(scheduleToCsv([])).toBe('');
  });
});

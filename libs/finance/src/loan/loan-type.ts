import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';

export const LOAN_TYPES = ['mortgage', 'auto', 'business', 'student', 'medical', 'personal', 'other'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

/** Case-insensitive; absent means `other`. @throws InvalidParameterError on `type` for any other value. */
export function parseLoanType(value: unknown): LoanType {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'other';
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if ((LOAN_TYPES as readonly string[]).includes(v)) return v as LoanType;
  throw invalidParameter('type', `must be one of ${LOAN_TYPES.join(', ')}; got '${String(value)}'`);
}

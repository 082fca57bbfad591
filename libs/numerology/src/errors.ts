import { InvalidParameterError } from '../../platform/src/problems/invalid-parameter.error';

/**
 * Machine-readable reasons for a rejected numerology input (conventions §1). The HTTP layer maps every
 * InvalidParameterError to 400; the code lets it pick a precise problem `type` without parsing messages.
 */
export type NumerologyErrorCode =
  | 'missing_parameter'
  | 'empty_name'
  | 'digits_in_name'
  | 'unsupported_script'
  | 'invalid_character'
  | 'invalid_type'
  | 'invalid_year'
  | 'invalid_month'
  | 'invalid_day'
  | 'invalid_date'
  | 'invalid_phone'
  | 'invalid_email'
  | 'invalid_value';

/** An InvalidParameterError that also carries the conventions' error code. */
export class NumerologyInputError extends InvalidParameterError {
  readonly code: NumerologyErrorCode;

  constructor(code: NumerologyErrorCode, parameter: string, message: string) {
    super({ parameter, message });
    this.name = 'NumerologyInputError';
    this.code = code;
  }
}

/** `invalidParameter(parameter, message)` with the conventions' code attached. */
export function invalidInput(code: NumerologyErrorCode, parameter: string, message: string): NumerologyInputError {
  return new NumerologyInputError(code, parameter, message);
}

/** Quotes a client value for an error message, cut short so a huge input cannot bloat the response. */
export function quoteValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  const chars = Array.from(text);
  return JSON.stringify(chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : text);
}

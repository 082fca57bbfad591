/**
 * Thrown by domain code (plain TypeScript, no framework) when a value the client sent breaks a rule.
 * The HTTP layer turns it into a 400 application/problem+json body whose `errors` list names each parameter.
 */
export interface ParameterIssue {
  /** The request parameter at fault, as the client spelled it (e.g. `month`, `start_time`). */
  parameter: string;
  /** The rule that was broken, in a sentence a client developer can act on. */
  message: string;
}

export class InvalidParameterError extends Error {
  readonly issues: readonly ParameterIssue[];

  constructor(issues: ParameterIssue | readonly ParameterIssue[]) {
    const list = Array.isArray(issues) ? issues : [issues as ParameterIssue];
    super(list.map((i) => `${i.parameter}: ${i.message}`).join('; '));
    this.name = 'InvalidParameterError';
    this.issues = list;
  }
}

/** Shorthand for the common single-parameter case. */
export function invalidParameter(parameter: string, message: string): InvalidParameterError {
  return new InvalidParameterError({ parameter, message });
}

import {
  InvalidParameterError,
  type ParameterIssue,
} from '../../../platform/src/problems/invalid-parameter.error';

/**
 * Gathers every parameter problem of a request so the client learns about all of them in one 400, not one per
 * attempt. Errors other than InvalidParameterError pass straight through.
 */
export class IssueCollector {
  private readonly issues: ParameterIssue[] = [];

  /** Runs one reader; on a parameter error records it and returns undefined. */
  read<T>(reader: () => T): T | undefined {
    try {
      return reader();
    } catch (error) {
      if (error instanceof InvalidParameterError) {
        this.issues.push(...error.issues);
        return undefined;
      }
      throw error;
    }
  }

  get failed(): boolean {
    return this.issues.length > 0;
  }

  /** @throws InvalidParameterError listing every recorded issue, if any. */
  done(): void {
    if (this.issues.length > 0) throw new InvalidParameterError(this.issues);
  }
}

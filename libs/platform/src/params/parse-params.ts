import { InvalidParameterError, type ParameterIssue } from '../problems/invalid-parameter.error';
import type { ParamSchema, ParamsOf, RawValue } from './param';

/**
 * Parses a request's parameters. `sources` are searched in order and the first that has a name wins (so the
 * POST body is passed before the query string). Every broken rule is reported at once, not just the first.
 */
export function parseParams<S extends ParamSchema>(schema: S, ...sources: ReadonlyArray<Record<string, RawValue> | undefined>): ParamsOf<S> {
  const out: Record<string, unknown> = {};
  let issues: ParameterIssue[] | undefined;
  for (const name in schema) {
    const param = schema[name];
    let raw: RawValue = undefined;
    let sentAs: string = name;
    search: for (const source of sources) {
      if (!source) continue;
      for (const key of param.aliases.length ? [name, ...param.aliases] : [name]) {
        const value = source[key];
        if (value !== undefined && value !== '') {
          raw = Array.isArray(value) && value.length > 0 ? value[value.length - 1] : value;
          sentAs = key;
          break search;
        }
      }
    }
    if (raw === undefined) {
      if (param.defaultValue !== undefined) out[name] = param.defaultValue;
      else if (param.isRequired) {
        const names = [name, ...param.aliases].join(' or ');
        (issues ??= []).push({ parameter: name, message: `${names} is required: ${param.rule}` });
      }
      continue;
    }
    const parsed = param.parse(raw);
    if (parsed.ok) out[name] = parsed.value;
    else (issues ??= []).push({ parameter: sentAs, message: parsed.message });
  }
  if (issues) throw new InvalidParameterError(issues);
  return out as ParamsOf<S>;
}

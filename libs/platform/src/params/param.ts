/**
 * Request parameters declared once, used three ways: parsing (query string, JSON or form body), validation with
 * messages that name the parameter and the rule, and the OpenAPI description. Parsing is plain code with no
 * reflection, so it costs microseconds per request (class-validator + class-transformer cost far more; see
 * the bench:http notes in README).
 */
export type RawValue = unknown;

export interface OpenApiSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: readonly (string | number)[];
  default?: unknown;
  example?: unknown;
  description?: string;
  items?: OpenApiSchema;
  oneOf?: OpenApiSchema[];
}

/** The result of parsing one value: the value, or the rule it broke. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const fail = (message: string): Parsed<never> => ({ ok: false, message });

export interface ParamOptions {
  description?: string;
  example?: unknown;
}

/**
 * One parameter. `T` is the parsed type; `R` says whether the parsed object always has it (required or defaulted).
 * Builders return new instances, so a declaration can be shared and refined safely.
 */
export class Param<T, R extends boolean = false> {
  constructor(
    readonly parse: (raw: RawValue) => Parsed<T>,
    readonly schema: OpenApiSchema,
    readonly isRequired: R,
    readonly defaultValue: T | undefined,
    readonly aliases: readonly string[],
    readonly rule: string,
  ) {}

  required(): Param<T, true> {
    return new Param(this.parse, this.schema, true, undefined, this.aliases, this.rule);
  }

  default(value: T): Param<T, true> {
    return new Param(this.parse, { ...this.schema, default: value }, true as const, value, this.aliases, this.rule) as Param<
      T,
      true
    >;
  }

  /** Other names the same parameter may arrive under (the spec lists two for a few parameters). */
  alias(...names: string[]): Param<T, R> {
    return new Param(this.parse, this.schema, this.isRequired, this.defaultValue, [...this.aliases, ...names], this.rule);
  }

  describe(description: string, example?: unknown): Param<T, R> {
    const schema = { ...this.schema, description, ...(example === undefined ? {} : { example }) };
    return new Param(this.parse, schema, this.isRequired, this.defaultValue, this.aliases, this.rule);
  }
}

export type ParamSchema = Record<string, Param<unknown, boolean>>;

/** The typed object a schema parses to: required/defaulted keys are present, the others optional. */
export type ParamsOf<S extends ParamSchema> = {
  [K in keyof S as S[K] extends Param<unknown, true> ? K : never]: S[K] extends Param<infer T, boolean> ? T : never;
} & {
  [K in keyof S as S[K] extends Param<unknown, true> ? never : K]?: S[K] extends Param<infer T, boolean> ? T : never;
};

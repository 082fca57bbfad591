/** Small HTTP helpers over the global fetch: real requests to a listening app. */
export interface HttpResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function http<T = any>(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown; form?: Record<string, string>; body?: string | Uint8Array } = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  let body: string | Uint8Array | undefined = init.body;
  if (init.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(baseUrl + path, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function expectProblem(result: HttpResult, status: number, code?: string): void {
  expect(result.status).toBe(status);
  expect(result.headers.get('content-type')).toContain('application/problem+json');
  const body = result.body as { type: string; title: string; status: number; detail: string };
  expect(body.status).toBe(status);
  expect(typeof body.title).toBe('string');
  expect(body.detail.length).toBeGreaterThan(10);
  if (code) expect(body.type).toBe(`https://almanac.dev/problems/${code}`);
  expect(JSON.stringify(body)).not.toMatch(/\n\s+at /); // never a stack trace
}

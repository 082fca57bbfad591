/**
 * Adapters for Google Cloud Translation (v2 REST), Azure Translator (v3), DeepL (v2), LibreTranslate and
 * Apertium APy. Each takes its endpoint and key and an injectable fetch; none reads the environment.
 */
import { type Fetch, type TranslationProvider, type TranslationRequest, TranslationFailure, classifyStatus, pick, requestJson, retryAfterMs } from './translation-provider';

const JSON_HEADERS = { 'content-type': 'application/json' };

export function googleTranslate(options: { apiKey: string; endpoint?: string; fetch?: Fetch }): TranslationProvider {
  const endpoint = options.endpoint ?? 'https://translation.googleapis.com/language/translate/v2';
  const f: Fetch = options.fetch ?? (fetch as unknown as Fetch);
  // Google answers 403 both for rate limits (retry) and for an exhausted daily quota (stop): the reason tells.
  const classify = (provider: string, status: number, body: string, retryAfter: string | null) => {
    if (status === 403 && /rateLimitExceeded|userRateLimitExceeded/.test(body)) return new TranslationFailure(provider, 'retryable', 'rate limit (403)', status, retryAfterMs(retryAfter));
    if (status === 403 && /dailyLimitExceeded|quotaExceeded/.test(body)) return new TranslationFailure(provider, 'quota', 'quota exhausted (403)', status);
    return classifyStatus(provider, status, body, retryAfter);
  };
  return {
    name: 'google',
    async translate(r: TranslationRequest) {
      const body = JSON.stringify({ q: r.text, source: r.from, target: r.to, format: 'text' });
      const answer = await requestJson(f, 'google', `${endpoint}?key=${encodeURIComponent(options.apiKey)}`, { method: 'POST', headers: JSON_HEADERS, body }, classify);
      return pick('google', answer, ['data', 'translations', 0, 'translatedText']);
    },
    async targetLanguages() {
      const answer = await requestJson(f, 'google', `${endpoint}/languages?key=${encodeURIComponent(options.apiKey)}`, { method: 'GET', headers: {} }, classify);
      const list = (answer as { data?: { languages?: { language: string }[] } }).data?.languages ?? [];
      return list.map((l) => l.language).filter((c) => /^[a-z]{2}$/.test(c));
    },
  };
}

export function azureTranslator(options: { key: string; region?: string; endpoint?: string; fetch?: Fetch }): TranslationProvider {
  const endpoint = options.endpoint ?? 'https://api.cognitive.microsofttranslator.com';
  const f: Fetch = options.fetch ?? (fetch as unknown as Fetch);
  const headers: Record<string, string> = { ...JSON_HEADERS, 'ocp-apim-subscription-key': options.key, ...(options.region ? { 'ocp-apim-subscription-region': options.region } : {}) };
  // Azure's error body carries a six-digit code; 403001 means the free-tier quota is used up.
  const classify = (provider: string, status: number, body: string, retryAfter: string | null) => {
    if (/"code"\s*:\s*403001/.test(body)) return new TranslationFailure(provider, 'quota', 'quota exhausted (403001)', status);
    return classifyStatus(provider, status, body, retryAfter);
  };
  return {
    name: 'azure',
    async translate(r: TranslationRequest) {
      const url = `${endpoint}/translate?api-version=3.0&from=${r.from}&to=${r.to}`;
      const answer = await requestJson(f, 'azure', url, { method: 'POST', headers, body: JSON.stringify([{ Text: r.text }]) }, classify);
      return pick('azure', answer, [0, 'translations', 0, 'text']);
    },
    async targetLanguages() {
      const answer = await requestJson(f, 'azure', `${endpoint}/languages?api-version=3.0&scope=translation`, { method: 'GET', headers: {} }, classify);
      return Object.keys((answer as { translation?: Record<string, unknown> }).translation ?? {}).filter((c) => /^[a-z]{2}$/.test(c));
    },
  };
}

export function deepl(options: { authKey: string; endpoint?: string; fetch?: Fetch }): TranslationProvider {
  // Free-plan keys end in ":fx" and use the api-free host.
  const endpoint = options.endpoint ?? (options.authKey.endsWith(':fx') ? 'https://api-free.deepl.com/v2' : 'https://api.deepl.com/v2');
  const f: Fetch = options.fetch ?? (fetch as unknown as Fetch);
  const headers = { ...JSON_HEADERS, authorization: `DeepL-Auth-Key ${options.authKey}` };
  const classify = (provider: string, status: number, body: string, retryAfter: string | null) =>
    status === 456 ? new TranslationFailure(provider, 'quota', 'quota exceeded (456)', status) : classifyStatus(provider, status, body, retryAfter);
  return {
    name: 'deepl',
    async translate(r: TranslationRequest) {
      const body = JSON.stringify({ text: [r.text], source_lang: r.from.toUpperCase(), target_lang: r.to.toUpperCase() });
      const answer = await requestJson(f, 'deepl', `${endpoint}/translate`, { method: 'POST', headers, body }, classify);
      return pick('deepl', answer, ['translations', 0, 'text']);
    },
    async targetLanguages() {
      const answer = await requestJson(f, 'deepl', `${endpoint}/languages?type=target`, { method: 'GET', headers: { authorization: headers.authorization } }, classify);
      return [...new Set((answer as { language: string }[]).map((l) => l.language.slice(0, 2).toLowerCase()))];
    },
  };
}

export function libreTranslate(options: { url: string; apiKey?: string; fetch?: Fetch }): TranslationProvider {
  const f: Fetch = options.fetch ?? (fetch as unknown as Fetch);
  return {
    name: 'libretranslate',
    async translate(r: TranslationRequest) {
      const body = JSON.stringify({ q: r.text, source: r.from, target: r.to, format: 'text', ...(options.apiKey ? { api_key: options.apiKey } : {}) });
      const answer = await requestJson(f, 'libretranslate', `${options.url}/translate`, { method: 'POST', headers: JSON_HEADERS, body });
      return pick('libretranslate', answer, ['translatedText']);
    },
    async targetLanguages() {
      const answer = await requestJson(f, 'libretranslate', `${options.url}/languages`, { method: 'GET', headers: {} });
      return (answer as { code: string }[]).map((l) => l.code).filter((c) => /^[a-z]{2}$/.test(c));
    },
  };
}

/** ISO 639-1 → the ISO 639-3 codes Apertium names its language pairs with. */
const APERTIUM_CODES: Readonly<Record<string, string>> = { en: 'eng', es: 'spa', ca: 'cat', fr: 'fra', pt: 'por', it: 'ita', gl: 'glg', eo: 'epo', oc: 'oci', ro: 'ron' };

export function apertiumApy(options: { url: string; fetch?: Fetch }): TranslationProvider {
  const f: Fetch = options.fetch ?? (fetch as unknown as Fetch);
  return {
    name: 'apertium',
    async translate(r: TranslationRequest) {
      const from = APERTIUM_CODES[r.from];
      const to = APERTIUM_CODES[r.to];
      if (!from || !to) throw new TranslationFailure('apertium', 'rejected', `no Apertium pair for ${r.from}→${r.to}`);
      const url = `${options.url}/translate?langpair=${from}%7C${to}&markUnknown=no&q=${encodeURIComponent(r.text)}`;
      const answer = await requestJson(f, 'apertium', url, { method: 'GET', headers: {} });
      return pick('apertium', answer, ['responseData', 'translatedText']);
    },
    async targetLanguages() {
      const answer = await requestJson(f, 'apertium', `${options.url}/listPairs`, { method: 'GET', headers: {} });
      const back = new Map(Object.entries(APERTIUM_CODES).map(([k, v]) => [v, k]));
      const pairs = (answer as { responseData?: { sourceLanguage: string; targetLanguage: string }[] }).responseData ?? [];
      return [...new Set(pairs.filter((p) => p.sourceLanguage === 'eng').map((p) => back.get(p.targetLanguage)).filter((c): c is string => c !== undefined))];
    },
  };
}

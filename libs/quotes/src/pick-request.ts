/**
 * Checks of a pick request that the parameter schema cannot express: the language code and the combination of
 * filters. Pure; throws invalidParameter naming the request parameter.
 */
import { invalidParameter } from '../../platform/src/problems/invalid-parameter.error';
import { isIso6391 } from './languages';

export interface PickRequest {
  lang?: string;
  mode?: 'random' | 'daily';
  author?: string;
  minLength?: number;
  maxLength?: number;
}

/** The lower-cased ISO 639-1 code, default `en`; anything else is a 400 on `lang`. */
export function checkLang(lang: string | undefined): string {
  if (lang === undefined) return 'en';
  const code = lang.toLowerCase();
  if (!/^[a-z]{2}$/.test(code)) throw invalidParameter('lang', `must be a two-letter ISO 639-1 language code such as fr, es, de or sw; got ${JSON.stringify(lang.slice(0, 20))}`);
  if (!isIso6391(code)) throw invalidParameter('lang', `"${code}" is not an ISO 639-1 language code; GET /quotes/languages lists the languages`);
  return code;
}

export function checkFilters(request: PickRequest): void {
  const { minLength, maxLength, mode } = request;
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
    throw invalidParameter('min_length', `must not be greater than max_length (${maxLength}); got ${minLength}`);
  }
  if (mode === 'daily') {
    if (request.author !== undefined) throw invalidParameter('author', 'cannot be combined with mode=daily (the quote of the day is the same for everyone)');
    if (minLength !== undefined) throw invalidParameter('min_length', 'cannot be combined with mode=daily');
    if (maxLength !== undefined) throw invalidParameter('max_length', 'cannot be combined with mode=daily');
  }
}

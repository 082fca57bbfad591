/** The problem object a quote carries when a translation was asked for and none could be made. */
import { problem, type Problem } from '../../platform/src/problems/problem';

export function translationUnavailable(lang: string, detail?: string): Problem {
  return problem(
    503,
    'translation-unavailable',
    'Translation unavailable',
    detail ?? `No machine translation provider is configured, so the quote could not be translated into "${lang}"; the original is returned.`,
    undefined,
    { lang },
  );
}

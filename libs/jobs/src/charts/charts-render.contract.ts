/**
 * `charts.render`: one birth-chart wheel as SVG. The payload is the canonical request (parsed parameters with
 * defaults filled in, fixed key order), so equal requests share one cache entry whatever their spelling.
 */
import { createHash } from 'node:crypto';
import type { BirthInput, ChartOptions } from '../../../astrology/src/index';
import type { WheelLanguage } from '../../../astrology/src/wheel/wheel-i18n';
import type { WheelTheme } from '../../../astrology/src/wheel/wheel-themes';
import { cacheKey } from '../../../platform/src/ports/cache.port';

export interface ChartsRenderRequest {
  input: Required<Pick<BirthInput, 'name' | 'year' | 'month' | 'day' | 'hour' | 'minute' | 'lat' | 'lng' | 'tz'>> & { city: string | null; country: string | null };
  options: Required<Pick<ChartOptions, 'houseSystem' | 'zodiac' | 'ayanamsa' | 'minorAspects'>>;
  lang: WheelLanguage;
  theme: WheelTheme;
}

export interface ChartsRenderPayload extends ChartsRenderRequest {
  /** Where the worker stores the result (computed by the API from the request). */
  cache_key: string;
}

export interface ChartsRenderResult {
  svg: string;
}

/** Bump when the wheel's drawing or the chart's numbers change, so old cached images are not served. */
export const CHART_SVG_VERSION = 1;
export const CHART_SVG_TTL_MS = 7 * 24 * 3600 * 1000;

export function chartSvgCacheKey(request: ChartsRenderRequest): string {
  const { input: i, options: o } = request;
  const canonical = JSON.stringify([
    i.name, i.year, i.month, i.day, i.hour, i.minute, i.lat, i.lng, i.tz, i.city, i.country,
    o.houseSystem, o.zodiac, o.ayanamsa, o.minorAspects, request.lang, request.theme,
  ]);
  return cacheKey('chart-svg', CHART_SVG_VERSION, createHash('sha256').update(canonical).digest('hex'));
}

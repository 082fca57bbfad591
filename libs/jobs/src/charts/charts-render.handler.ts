/** Renders a birth-chart wheel on the `charts` queue and keeps it in the cache under the request's canonical key. */
import { calculateBirthChart } from '../../../astrology/src/index';
import { renderWheelSvg } from '../../../astrology/src/wheel/render-wheel';
import type { Cache } from '../../../platform/src/ports/cache.port';
import { CHARTS_RENDER } from '../contracts';
import { handleJob, type JobHandler } from '../job-handler';
import { CHART_SVG_TTL_MS, type ChartsRenderPayload, type ChartsRenderRequest, type ChartsRenderResult } from './charts-render.contract';

export function renderChartSvg(request: ChartsRenderRequest): ChartsRenderResult {
  const { input, options } = request;
  const chart = calculateBirthChart({ ...input, city: input.city ?? undefined, country: input.country ?? undefined }, options);
  return { svg: renderWheelSvg(chart, { lang: request.lang, theme: request.theme }) };
}

export function chartsRenderHandler(deps: { cache: Cache }): JobHandler<ChartsRenderPayload, ChartsRenderResult> {
  return handleJob(CHARTS_RENDER, (payload) =>
    deps.cache.getOrSet(payload.cache_key, CHART_SVG_TTL_MS, async () => renderChartSvg(payload)),
  );
}

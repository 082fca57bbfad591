/**
 * Prometheus metrics for the API: request latency by route, jobs by queue and outcome, queue depth.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from '../../../../libs/platform/src/ports/job-queue.port';
import { QUEUE_NAMES } from '../../../../libs/platform/src/ports/job-queue.port';

let defaultsCollected = false;

export class HttpMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly jobs = new Counter({
    name: 'almanac_jobs_total',
    help: 'Finished jobs by queue and outcome (completed or failed)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly durationByLabels = new Map<string, { observe(seconds: number): void }>();

  /** Records one request. Label children are cached: prom-client would otherwise hash the label set each time. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const id = `${method} ${statusCode} ${route}`;
    let child = this.durationByLabels.get(id);
    if (!child) {
      child = this.requestDuration.labels({ method, route, status_code: statusCode });
      this.durationByLabels.set(id, child);
    }
    child.observe(seconds);
  }

  constructor(queue: JobQueue) {
    if (!defaultsCollected) {
      // Process metrics are global to the process; register them once, on the first registry.
      collectDefaultMetrics({ register: this.registry });
      defaultsCollected = true;
    }
    new Gauge({
      name: 'almanac_queue_jobs',
      help: 'Jobs per queue and state (waiting, active, delayed, completed, failed)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        for (const name of QUEUE_NAMES) {
          const counts = await queue.counts(name).catch(() => null);
          if (!counts) continue;
          for (const [state, value] of Object.entries(counts)) this.set({ queue: name, state }, value);
        }
      },
    });
    queue.onFinished((job) => this.jobs.inc({ queue: job.queue, outcome: job.status }));
  }
}

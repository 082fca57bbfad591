import type { JobSnapshot } from '../../../../libs/platform/src/ports/job-queue.port';

/** The job resource of GET /jobs/:id (DESIGN.md section 6). */
export interface JobResource {
  id: string;
  queue: string;
  name: string;
  status: JobSnapshot['status'];
  progress: number;
  result?: unknown;
  error?: unknown;
  created_at: string;
  started_at?: string;
  finished_at?: string;
  attempts: number;
  status_url: string;
}

export function jobResource(job: JobSnapshot): JobResource {
  const resource: JobResource = {
    id: job.id,
    queue: job.queue,
    name: job.name,
    status: job.status,
    progress: job.progress,
    created_at: job.createdAt.toISOString(),
    attempts: job.attempts,
    status_url: jobUrl(job.id),
  };
  if (job.startedAt) resource.started_at = job.startedAt.toISOString();
  if (job.finishedAt) resource.finished_at = job.finishedAt.toISOString();
  if (job.status === 'completed') resource.result = job.result;
  if (job.status === 'failed') resource.error = job.error;
  return resource;
}

export function jobUrl(id: string): string {
  return `/jobs/${id}`;
}

import { Controller, Delete, Get, Inject, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { JobQueue } from '../../../../libs/platform/src/ports/job-queue.port';
import { queueOfJobId } from '../../../../libs/platform/src/ports/job-queue.port';
import { Problems } from '../../../../libs/platform/src/problems/problem';
import { principalOf } from '../http/request-context';
import { JOB_QUEUE } from '../platform.tokens';
import { jobResource, type JobResource } from './job-representation';

const EXAMPLE: JobResource = {
  id: 'loans-3f6c2a8e-9b1d-4c57-8f0e-2d4a6b8c0e12',
  queue: 'loans',
  name: 'loans.batch',
  status: 'active',
  progress: 42.5,
  created_at: '2026-11-21T08:00:00.000Z',
  started_at: '2026-11-21T08:00:00.120Z',
  attempts: 1,
  status_url: '/jobs/loans-3f6c2a8e-9b1d-4c57-8f0e-2d4a6b8c0e12',
};

/** The job resource: poll a heavy request that answered 202, or cancel it. Jobs are visible to their owner only. */
@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}

  @Get(':id')
  @ApiOperation({ summary: 'State, progress and (when finished) result or problem of a job' })
  @ApiParam({ name: 'id', description: 'The job id from the 202 response (its Location header)' })
  @ApiResponse({ status: 200, description: 'The job', schema: { example: EXAMPLE } })
  @ApiResponse({ status: 404, description: 'No such job, or it belongs to another key, or it expired' })
  async get(@Param('id') id: string, @Req() request: FastifyRequest): Promise<JobResource> {
    return jobResource(await this.find(id, request));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Cancel a job that has not finished' })
  @ApiResponse({ status: 200, description: 'Cancelled (removed from its queue) or cancellation signalled to its worker' })
  @ApiResponse({ status: 409, description: 'The job has already finished' })
  async cancel(@Param('id') id: string, @Req() request: FastifyRequest): Promise<{ id: string; status: string }> {
    await this.find(id, request);
    const outcome = await this.queue.cancel(id);
    switch (outcome) {
      case 'removed':
        return { id, status: 'cancelled' };
      case 'signalled':
        return { id, status: 'cancelling' };
      case 'finished':
        throw Problems.conflict('job-finished', `Job ${id} has already finished; there is nothing to cancel.`);
      default:
        throw notFound(id);
    }
  }

  private async find(id: string, request: FastifyRequest) {
    if (!queueOfJobId(id)) throw notFound(id);
    const job = await this.queue.get(id);
    if (!job || job.owner !== principalOf(request).owner) throw notFound(id);
    return job;
  }
}

function notFound(id: string) {
  return Problems.notFound(`No job ${id}: it never existed, belongs to another API key, or expired after its retention period.`);
}

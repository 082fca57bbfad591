/**
 * Bull Board at /admin/queues (BullMQ driver only), behind ADMIN_TOKEN.
 */
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../../libs/platform/src/config/config';
import { QUEUE_NAMES } from '../../../../libs/platform/src/ports/job-queue.port';
import { sendProblem } from '../http/problem.filter';
import { checkAdminToken } from './admin-token';

export const BULL_BOARD_PATH = '/admin/queues';

export async function mountBullBoard(fastify: FastifyInstance, config: AppConfig): Promise<Array<() => Promise<void>>> {
  if (!config.redisUrl) return [];
  const queues = QUEUE_NAMES.map((name) => new Queue(name, { connection: { url: config.redisUrl! }, prefix: `${config.redisPrefix}:bull` }));
  const serverAdapter = new BullBoardFastifyAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });
  await fastify.register(
    async (scope) => {
      // This Fastify scope sits outside Nest's exception filters, so it renders its own problem bodies.
      scope.addHook('onRequest', async (request, reply) => {
        try {
          checkAdminToken(request, config.adminToken);
        } catch (error) {
          return sendProblem(reply, request, error);
        }
      });
      await scope.register(serverAdapter.registerPlugin());
    },
    { prefix: BULL_BOARD_PATH },
  );
  return queues.map((q) => () => q.close());
}

/** A coding job read back by its starter (after a reload, or a missed socket event); anyone else finds nothing. */
import { codingJobAnswerSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import type { App } from '../../platform/http.js';
import { presentJob, type JobData } from './jobs.presenter.js';
import { CODING_QUEUE } from './jobs.queue.js';

export function registerCodingJobRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/v1/coding-jobs/:id',
    {
      config: { access: 'coding:rules' },
      schema: {
        summary: 'Read a coding job',
        tags: ['coding'],
        description:
          'A rule apply or recode started by the caller: queued, running, done with its run, or failed with the reason (nothing was written). Live progress comes on the /file-convert socket (`coding_job`). Another user’s job is not found.',
        params: z.object({ id: z.uuid() }),
        response: { 200: codingJobAnswerSchema },
      },
    },
    async (request) => {
      const job = await ctx.jobs.find<JobData>(CODING_QUEUE, request.params.id);
      if (!job || job.data.actorId !== currentUser(request).id) throw Errors.notFound('Run');
      return { data: presentJob(job) };
    },
  );
}

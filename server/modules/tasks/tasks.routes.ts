import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { refuseTaskCall, VIEWERS_READ_TASKS } from './task-access';
import { completeTask, reassignTask } from './task-changes.service';
import { taskChangedBody } from './tasks.messages';
import { completeTaskSchema, listTasksSchema, reassignTaskSchema, taskCountsSchema } from './tasks.schemas';
import { listTaskPage, taskCounts } from './tasks.service';

/** Where the tasks calls live. */
export const TASKS_BASE = '/api/tasks';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'id', kind: 'task' } } as const;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The office's tasks (made by workflow actions or by hand): lists, counts, complete and reassign; a viewer may only read. */
export async function tasksRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // Tasks come with every office: no feature takes them away.
  declareAccess(app, { features: [], readOnly: VIEWERS_READ_TASKS });
  // Once the input is valid: the task a call names must be the office's (404), and a viewer may only read.
  app.addHook('preHandler', async (request) => {
    const { idParam } = request.routeOptions.config;
    const taskId = idParam ? (request.params as Record<string, string>)[idParam.name] : undefined;
    await refuseTaskCall(officeContextOf(request), { taskId, isChange: STATE_CHANGING.has(request.method) });
  });

  app.get(TASKS_BASE, { schema: listTasksSchema, config: tenant }, async (request) => ({ success: true as const, ...(await listTaskPage(officeContextOf(request), request.query)) }));

  app.get(`${TASKS_BASE}/counts`, { schema: taskCountsSchema, config: tenant }, async (request) => ({ success: true as const, data: await taskCounts(officeContextOf(request)) }));

  app.post(`${TASKS_BASE}/:id/complete`, { schema: completeTaskSchema, config: byId }, async (request) =>
    taskChangedBody('TASK_COMPLETED', await completeTask(officeContextOf(request), request.params.id, request.body)),
  );

  app.post(`${TASKS_BASE}/:id/reassign`, { schema: reassignTaskSchema, config: byId }, async (request) =>
    taskChangedBody('TASK_REASSIGNED', await reassignTask(officeContextOf(request), request.params.id, request.body)),
  );
}

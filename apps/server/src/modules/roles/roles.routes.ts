/** The fixed role list of the domain, read-only over the API. */
import { isRoleId, ROLE_IDS, ROLE_NAMES, roleAnswerSchema, roleListAnswerSchema } from '@ledgerdesk/domain';
import { z } from 'zod';
import type { App } from '../../platform/http.js';
import { Errors } from '../../platform/errors.js';

const present = (id: (typeof ROLE_IDS)[number]) => ({ id, name: ROLE_NAMES[id] });

export function registerRoleRoutes(app: App): void {
  app.get(
    '/api/v1/roles',
    { config: { access: 'roles:read' }, schema: { summary: 'List roles', tags: ['roles'], response: { 200: roleListAnswerSchema } } },
    () => ({ data: ROLE_IDS.map(present) }),
  );
  app.get(
    '/api/v1/roles/:id',
    {
      config: { access: 'roles:read' },
      schema: {
        summary: 'Get a role and its permissions',
        tags: ['roles'],
        params: z.object({ id: z.coerce.number().int() }),
        response: { 200: roleAnswerSchema },
      },
    },
    (request) => {
      const { id } = request.params;
      if (!isRoleId(id)) throw Errors.notFound('Role');
      return { data: present(id) };
    },
  );
}

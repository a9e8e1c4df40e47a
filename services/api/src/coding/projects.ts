import { projectDecider, streams } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { ProjectWhereInput, Resolvers } from '../generated/resolvers-types';
import { nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import type { ReadTransaction } from '../shared/tenant';
import { pageBounds, project, requireUuid, reread, tenant } from './load';

const readProject = (ctx: ApiContext, id: string) =>
  reread(ctx, (trx) => trx.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst(), 'Project').then(project);

const filtered = (trx: ReadTransaction, where: ProjectWhereInput | null | undefined) => {
  let query = trx.selectFrom('projects');
  if (where?.active !== undefined && where.active !== null) query = query.where('active', '=', where.active);
  if (where?.search?.trim()) query = query.where('name', 'ilike', containsPattern(where.search));
  return query;
};

export const projectResolvers: Resolvers = {
  Query: {
    projects: async (_, { where, take, skip }, ctx) => {
      requirePermission(ctx, 'projects.read');
      const { limit, offset } = pageBounds(take, skip);
      return tenant(ctx, async (trx) => {
        const [rows, { n }] = await Promise.all([
          filtered(trx, where).selectAll().orderBy((eb) => eb.fn('lower', ['name'])).orderBy('id').limit(limit).offset(offset).execute(),
          filtered(trx, where).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return { items: rows.map(project), count: Number(n) };
      });
    },
  },
  Mutation: {
    createOneProject: async (_, { name }, ctx) => {
      requirePermission(ctx, 'project.edit');
      const projectId = deterministicUuid(ctx.commandId, 'project');
      await runCommand(ctx, streams.project(projectId), projectDecider, { type: 'CreateProject', projectId, companyId: ctx.caller.companyId, name, now: nowOf(ctx) });
      return readProject(ctx, projectId);
    },
    archiveOneProject: async (_, { id }, ctx) => {
      requirePermission(ctx, 'project.edit');
      const projectId = requireUuid(id, 'Project');
      await runCommand(ctx, streams.project(projectId), projectDecider, { type: 'ArchiveProject', projectId, companyId: ctx.caller.companyId, now: nowOf(ctx) });
      return readProject(ctx, projectId);
    },
  },
};

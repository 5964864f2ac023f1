import { routes } from '@lobby/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminAuditKeys } from '../keys';

/** Team members matching `search`, to pick the audit log's actor by name (the first 20). */
export const useActorOptions = (search: string) =>
  useQuery({
    queryKey: adminAuditKeys.actors(search),
    queryFn: ({ signal }) =>
      call(routes.staff.list, { query: { page: 1, limit: 20, search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
    select: (page) => page.data.map((member) => ({ value: member._id, label: `@${member.username}` })),
  });

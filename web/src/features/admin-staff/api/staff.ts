import {
  PageSizes,
  routes,
  type InviteStaffInput,
  type StaffMemberAnswer,
  type StaffPermission,
  type StaffRole,
  type StaffStatusFilter,
} from '@lobby/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminStaffKeys } from '../keys';

export interface StaffFilter {
  page: number;
  search?: string;
  role?: StaffRole;
  status?: StaffStatusFilter;
}

export const getStaff = ({ page, search, role, status }: StaffFilter, signal?: AbortSignal) =>
  call(routes.staff.list, {
    query: { page, limit: PageSizes.admin, search: search || undefined, role, status },
    signal,
  });

export const staffQueryOptions = (filter: StaffFilter) =>
  queryOptions({
    queryKey: adminStaffKeys.list(filter),
    queryFn: ({ signal }) => getStaff(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useStaff = (filter: StaffFilter) => useQuery(staffQueryOptions(filter));

/** Every change answers the member as saved; the lists refetch. */
function useStaffMutation<Input>(mutationFn: (input: Input) => Promise<StaffMemberAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminStaffKeys.all }),
  });
}

export const useInviteStaff = () =>
  useStaffMutation((input: InviteStaffInput) => call(routes.staff.invite, { body: input }));

export const useChangeStaffRole = () =>
  useStaffMutation(({ id, role }: { id: string; role: StaffRole }) =>
    call(routes.staff.changeRole, { params: { id }, body: { role } }),
  );

export const useSetStaffActive = () =>
  useStaffMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    call(routes.staff.setActive, { params: { id }, body: { isActive } }),
  );

export const useSetStaffPermissions = () =>
  useStaffMutation(({ id, permissions }: { id: string; permissions: StaffPermission[] }) =>
    call(routes.staff.setPermissions, { params: { id }, body: { permissions } }),
  );

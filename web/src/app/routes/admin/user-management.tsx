import { mayCallStaffRoute, routes } from '@lobby/contracts';
import { useDisclosure } from '@mantine/hooks';
import { AdminAddButton, AdminPage } from '../../../components/admin/admin-page';
import { InviteStaffModal } from '../../../features/admin-staff/components/invite-staff-modal';
import { StaffList } from '../../../features/admin-staff/components/staff-list';
import { useCurrentUserFromStore } from '../../../stores/auth-store';

/** /admin/user-management (spec §6) */
export default function UserManagementPage() {
  const user = useCurrentUserFromStore();
  const [inviting, { open, close }] = useDisclosure(false);
  const may = (route: Parameters<typeof mayCallStaffRoute>[2]) =>
    user ? mayCallStaffRoute(user.role, user.permissions, route) : false;
  return (
    <AdminPage
      title="Team"
      description="Everyone who works on Lobby: their role and whether they can sign in. Deactivating someone signs them out at once."
      action={may(routes.staff.invite) && <AdminAddButton onClick={open}>Invite staff</AdminAddButton>}
    >
      <StaffList />
      <InviteStaffModal opened={inviting} onClose={close} mayGrant={may(routes.staff.setPermissions)} />
    </AdminPage>
  );
}

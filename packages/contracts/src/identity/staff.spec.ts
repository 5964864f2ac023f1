import type { StaffPermission } from '../roles';
import { holdsEveryGrant, mayGiveRole, mayManageMember, type StaffRights } from './staff';

const read = (service: StaffPermission['service']): StaffPermission => ({
  service,
  read: true,
  write: false,
});
const write = (service: StaffPermission['service']): StaffPermission => ({
  service,
  read: true,
  write: true,
});
const member = (id: string, role: string, permissions: StaffPermission[]): StaffRights => ({
  _id: id,
  role,
  permissions,
});

describe('the rules against raising one’s own rights', () => {
  it('holds a grant when the holder has that access or more', () => {
    expect(holdsEveryGrant([write('games')], [read('games'), write('games')])).toBe(true);
    expect(holdsEveryGrant([read('games')], [write('games')])).toBe(false);
    expect(holdsEveryGrant([write('games')], [read('FAQ')])).toBe(false);
    expect(holdsEveryGrant([], [])).toBe(true);
  });

  it('lets only an admin make an admin', () => {
    expect(mayGiveRole('admin', 'admin')).toBe(true);
    expect(mayGiveRole('developer', 'admin')).toBe(false);
    expect(mayGiveRole('developer', 'finance')).toBe(true);
  });

  it('lets a member manage another holding nothing more than they do, never themselves', () => {
    const manager = member('a', 'developer', [write('User Management'), read('games')]);
    expect(mayManageMember(manager, manager)).toBe(false);
    expect(mayManageMember(manager, member('b', 'marketing', [read('games')]))).toBe(true);
    expect(mayManageMember(manager, member('c', 'marketing', [write('games')]))).toBe(false);
    expect(mayManageMember(manager, member('d', 'admin', []))).toBe(false);
    expect(mayManageMember(member('e', 'admin', [write('User Management')]), member('d', 'admin', []))).toBe(
      true,
    );
  });
});

import { StaffRoles, type StaffRole } from '@lobby/contracts';

export const roleLabels: Record<StaffRole, string> = {
  admin: 'Admin',
  developer: 'Developer',
  marketing: 'Marketing',
  finance: 'Finance',
};

export const roleOptions = StaffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));

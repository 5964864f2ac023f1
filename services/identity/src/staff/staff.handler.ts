import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { StaffService } from './staff.service';

@Controller()
export class StaffHandler {
  constructor(private readonly staff: StaffService) {}

  @Handles('identity.staffMembers')
  list(@Payload() { userId, ...query }: RequestOf<'identity.staffMembers'>) {
    return this.staff.list(userId, query);
  }

  @Handles('identity.inviteStaff')
  invite(@Payload() { userId, ...input }: RequestOf<'identity.inviteStaff'>) {
    return this.staff.invite(userId, input);
  }

  @Handles('identity.changeStaffRole')
  changeRole(@Payload() { userId, staffId, role }: RequestOf<'identity.changeStaffRole'>) {
    return this.staff.changeRole(userId, staffId, role);
  }

  @Handles('identity.setStaffActive')
  setActive(@Payload() { userId, staffId, isActive }: RequestOf<'identity.setStaffActive'>) {
    return this.staff.setActive(userId, staffId, isActive);
  }

  @Handles('identity.setStaffPermissions')
  setPermissions(@Payload() { userId, staffId, permissions }: RequestOf<'identity.setStaffPermissions'>) {
    return this.staff.setPermissions(userId, staffId, permissions);
  }
}

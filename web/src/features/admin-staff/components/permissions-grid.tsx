import { hasPermission, StaffServices, type StaffPermission, type StaffService } from '@lobby/contracts';
import { Checkbox, Paper, Table, Text } from '@mantine/core';

interface PermissionsGridProps {
  permissions: readonly StaffPermission[];
  onChange: (permissions: StaffPermission[]) => void;
  disabled?: boolean;
  /** The grants the signed-in member holds: only those can be ticked or unticked (a member grants only what they hold). */
  grantable?: readonly StaffPermission[];
  /** Names the checkboxes for screen readers ("Read games for @kim"). */
  owner?: string;
}

const grantOf = (permissions: readonly StaffPermission[], service: StaffService) =>
  permissions.find((p) => p.service === service);

/**
 * Read and write per staff service (spec §6). Write implies read: ticking write ticks read, unticking read
 * unticks write.
 */
export function PermissionsGrid({ permissions, onChange, disabled, grantable, owner }: PermissionsGridProps) {
  const held = (service: StaffService, access: 'read' | 'write') =>
    !grantable || hasPermission(grantable, service, access);
  const set = (service: StaffService, read: boolean, write: boolean) => {
    const others = permissions.filter((p) => p.service !== service);
    onChange(read || write ? [...others, { service, read: read || write, write }] : others);
  };
  const suffix = owner ? ` for ${owner}` : '';

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={280} mah={360}>
        <Table verticalSpacing={6} horizontalSpacing="md" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Service</Table.Th>
              <Table.Th ta="center" w={72}>
                Read
              </Table.Th>
              <Table.Th ta="center" w={72}>
                Write
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {StaffServices.map((service) => {
              const grant = grantOf(permissions, service);
              const read = Boolean(grant?.read || grant?.write);
              const write = Boolean(grant?.write);
              return (
                <Table.Tr key={service}>
                  <Table.Td>
                    <Text size="sm">{service === 'games' ? 'Games' : service}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      checked={read}
                      disabled={disabled || !held(service, 'read')}
                      aria-label={`Read ${service}${suffix}`}
                      onChange={(event) => set(service, event.currentTarget.checked, false)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      checked={write}
                      disabled={disabled || !held(service, 'write')}
                      aria-label={`Write ${service}${suffix}`}
                      onChange={(event) =>
                        set(service, read || event.currentTarget.checked, event.currentTarget.checked)
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

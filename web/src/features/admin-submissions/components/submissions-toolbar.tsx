import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';

interface ToolbarProps {
  status: string;
  statuses: { value: string; label: string }[];
  onStatus: (status: string) => void;
  search: string;
  onSearch: (search: string) => void;
  placeholder: string;
  onExport?: () => void;
  exporting?: boolean;
}

/** A staff list's filters: state, search, and the CSV export of what they select. */
export function SubmissionsToolbar(props: ToolbarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" justify="space-between">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Show"
          data={props.statuses}
          value={props.status}
          onChange={props.onStatus}
        />
        <TextInput
          aria-label="Search"
          placeholder={props.placeholder}
          leftSection={<IconSearch size={16} />}
          value={props.search}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          maxLength={100}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {props.onExport && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={props.exporting}
          onClick={props.onExport}
        >
          Export CSV
        </Button>
      )}
    </Group>
  );
}

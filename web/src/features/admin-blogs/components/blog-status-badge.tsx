import type { BlogStatus } from '@lobby/contracts';
import { Badge } from '@mantine/core';

const COLOR: Record<BlogStatus, string> = { draft: 'gray', scheduled: 'yellow', published: 'teal' };
const LABEL: Record<BlogStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  return (
    <Badge size="sm" variant="light" color={COLOR[status]}>
      {LABEL[status]}
    </Badge>
  );
}

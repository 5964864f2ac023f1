import { routes, type FaqDto } from '@lobby/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMayCall } from '../../../hooks/use-may-call';
import { confirmDanger } from '../../../lib/confirm-danger';
import { useAdminFaqs, useOrderFaqs, useRemoveFaq, useSaveFaq } from '../api/admin-faqs';

/** The ids with the one at `index` swapped with its neighbour `by` places away. */
export function movedIds(faqs: FaqDto[], index: number, by: -1 | 1): string[] {
  const ids = faqs.map((faq) => faq._id);
  const other = index + by;
  if (other < 0 || other >= ids.length) return ids;
  [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  return ids;
}

/** Every question in its public order, moved up or down, published or hidden, edited or deleted. */
export function FaqRows({ onEdit }: { onEdit: (faq: FaqDto) => void }) {
  const query = useAdminFaqs();
  const order = useOrderFaqs();
  const save = useSaveFaq();
  const remove = useRemoveFaq();
  const mayWrite = useMayCall(routes.adminFaqs.update);

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const faqs = query.data;
  if (faqs.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        No questions yet.
      </Text>
    );

  return (
    <Stack gap="xs">
      {faqs.map((faq, index) => (
        <Card key={faq._id} withBorder radius="md" padding="sm" data-testid="faq-row">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            {mayWrite && (
              <Stack gap={2}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move "${faq.question}" up`}
                  disabled={index === 0 || order.isPending}
                  onClick={() => order.mutate(movedIds(faqs, index, -1))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move "${faq.question}" down`}
                  disabled={index === faqs.length - 1 || order.isPending}
                  onClick={() => order.mutate(movedIds(faqs, index, 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Stack>
            )}
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm">
                {faq.question}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {faq.answer}
              </Text>
              <Group gap={6}>
                <Badge size="xs" variant="light">
                  {faq.category}
                </Badge>
                {!faq.published && (
                  <Badge size="xs" color="gray">
                    Hidden
                  </Badge>
                )}
              </Group>
            </Stack>
            {mayWrite && (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={faq.published ? 'Published' : 'Hidden'}>
                  <Switch
                    aria-label={`Publish "${faq.question}"`}
                    checked={faq.published}
                    disabled={save.isPending}
                    onChange={(event) =>
                      save.mutate({
                        id: faq._id,
                        input: {
                          question: faq.question,
                          answer: faq.answer,
                          category: faq.category,
                          published: event.currentTarget.checked,
                        },
                      })
                    }
                  />
                </Tooltip>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit "${faq.question}"`}
                  onClick={() => onEdit(faq)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete "${faq.question}"`}
                  onClick={() =>
                    confirmDanger({
                      title: 'Delete this FAQ?',
                      message: `"${faq.question}" disappears from the FAQ page and its link stops working.`,
                      confirm: 'Delete FAQ',
                      onConfirm: () => remove.mutate(faq._id),
                    })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

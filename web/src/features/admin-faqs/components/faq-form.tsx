import { FAQ_DEFAULT_CATEGORY, FaqLimits, type FaqDto, type FaqInput } from '@lobby/contracts';
import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';

/** A question, its plain-text answer (a blank line starts a paragraph), its category and whether it is public. */
export function FaqForm({
  faq,
  categories,
  saving,
  onSave,
  onCancel,
}: {
  faq: FaqDto | null;
  categories: string[];
  saving: boolean;
  onSave: (input: FaqInput) => void;
  onCancel: () => void;
}) {
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const [category, setCategory] = useState(faq?.category ?? FAQ_DEFAULT_CATEGORY);
  const [published, setPublished] = useState(faq?.published ?? true);
  const [errors, setErrors] = useState<{ question?: string; answer?: string }>({});

  const submit = () => {
    const next = {
      question: question.trim() ? undefined : 'Please enter the question.',
      answer: answer.trim() ? undefined : 'Please enter the answer.',
    };
    setErrors(next);
    if (next.question || next.answer) return;
    onSave({ question: question.trim(), answer: answer.trim(), category: category.trim(), published });
  };

  return (
    <Stack gap="md">
      <TextInput
        label="Question"
        value={question}
        onChange={(event) => setQuestion(event.currentTarget.value)}
        maxLength={FaqLimits.questionMax}
        error={errors.question}
        withAsterisk
        data-autofocus
      />
      <Textarea
        label="Answer"
        description="Plain text. Leave an empty line between paragraphs."
        value={answer}
        onChange={(event) => setAnswer(event.currentTarget.value)}
        maxLength={FaqLimits.answerMax}
        error={errors.answer}
        autosize
        minRows={5}
        maxRows={16}
        withAsterisk
      />
      <TextInput
        label="Category"
        description={categories.length ? `In use: ${categories.join(', ')}` : undefined}
        value={category}
        onChange={(event) => setCategory(event.currentTarget.value)}
        maxLength={FaqLimits.categoryMax}
      />
      <Switch
        label="Published (shown on /faqs)"
        checked={published}
        onChange={(event) => setPublished(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={submit} loading={saving}>
          {faq ? 'Save' : 'Add FAQ'}
        </Button>
      </Group>
    </Stack>
  );
}

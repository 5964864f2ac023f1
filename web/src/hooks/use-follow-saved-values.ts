import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';

/**
 * Keeps a form in step with what is saved: values that change elsewhere (another card on the page, a
 * fresh copy of the user) replace the form's values unless the user is editing it.
 */
export function useFollowSavedValues<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  saved: Values,
) {
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    if (form.isDirty()) return;
    form.setInitialValues(saved);
    form.setValues(saved);
    // Only a change in the saved values matters; `form` and `saved` are new objects on every render.
  }, [savedKey]);
}

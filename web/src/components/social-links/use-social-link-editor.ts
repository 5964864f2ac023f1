import { AccountText, type SocialLink, type SocialPlatform } from '@lobby/contracts';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { validLink } from '../../lib/account-rules';
import { notify } from '../../lib/notify';

/**
 * Editing one saved social link in place: starts from the saved address, saves the trimmed one (`save` calls
 * `saved` once it is stored) and closes; Cancel puts the saved address back.
 */
export function useSocialLinkEditor(
  platform: SocialPlatform,
  url: string,
  save: (link: SocialLink, saved: () => void) => void,
) {
  const [editing, setEditing] = useState(false);
  const form = useForm({ initialValues: { url }, validate: { url: validLink } });

  const submit = form.onSubmit((values) =>
    save({ platform, url: values.url.trim() }, () => {
      notify.success(AccountText.socialLinksUpdated);
      setEditing(false);
    }),
  );

  const startEditing = () => {
    form.setInitialValues({ url });
    form.setValues({ url });
    setEditing(true);
  };

  const cancel = () => {
    form.reset();
    setEditing(false);
  };

  return { editing, form, submit, startEditing, cancel };
}

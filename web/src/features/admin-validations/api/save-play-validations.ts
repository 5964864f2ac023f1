import { routes, ErrorText, type PlayValidationInput } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { adminValidationsKeys } from '../keys';

/** Saves every marked order at once; the server saves all of them or none. */
export const savePlayValidations = (streamerId: string, validations: PlayValidationInput[]) =>
  call(routes.playValidations.save, { params: { streamerId }, body: { validations } });

/** A failure toasts the spec's 'Error saving validations orders'; the page shows the server's reason. */
export function useSavePlayValidations(streamerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (validations: PlayValidationInput[]) => savePlayValidations(streamerId, validations),
    meta: { silent: true },
    onError: () => notify.error(ErrorText.errorSavingValidations),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminValidationsKeys.all }),
  });
}

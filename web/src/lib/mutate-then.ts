/** What `mutateThen` uses of a `useMutation` result. */
interface AsyncMutation<TData, TVariables> {
  mutateAsync: (variables: TVariables) => Promise<TData>;
}

/**
 * Runs the mutation, then `onSuccess` with its answer, even when the calling component has unmounted by then:
 * TanStack Query never calls the callbacks given to `mutate` for an unmounted component, and a mutation whose
 * hook awaits its refetches settles only after they have redrawn the page (a row leaves its list, a card its
 * page). A failure is left to the query client's error toast, so a mutation marked `silent` fails quietly here.
 */
export function mutateThen<TData, TVariables>(
  mutation: AsyncMutation<TData, TVariables>,
  variables: TVariables,
  onSuccess: (data: TData) => void,
): void {
  mutation.mutateAsync(variables).then(onSuccess, () => {});
}

import { Center, Loader } from '@mantine/core';

/** Shown while a route's code chunk loads. */
export function PageLoader() {
  return (
    <Center py={120}>
      <Loader type="dots" />
    </Center>
  );
}

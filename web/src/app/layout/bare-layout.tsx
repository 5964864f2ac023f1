import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

/** No header and no footer: for the stream overlay that OBS captures. */
export function BareLayout() {
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}

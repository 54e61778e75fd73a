import { LazyViewer } from './viewer/LazyViewer';
import type { ViewerProps } from './viewer/viewer-props';

export interface ViewerSlotProps {
  props: ViewerProps;
}

/** Where the 3D viewer goes: the lazily loaded, client-only canvas (a loading state on the server). */
export function ViewerSlot({ props }: ViewerSlotProps) {
  return <LazyViewer {...props} />;
}

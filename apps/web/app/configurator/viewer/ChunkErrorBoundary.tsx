import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-load.ts';

export interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** Text of the retry button (translated). */
  retryLabel: string;
  /** Loads the viewer again (a fresh import). */
  onRetry(): void;
}

interface State {
  error: Error | null;
}

/**
 * Catches a viewer that could not load (chunk or CSS chunk failure, time-out) or could not start
 * (no WebGL): shows a retry button in the viewer's place instead of a blank area.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A failed download is expected on flaky networks; anything else is a bug worth a console line.
    if (!isChunkLoadError(error)) console.error('3D viewer failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div
        data-testid="configurator-canvas-error"
        data-chunk-error={isChunkLoadError(this.state.error) ? 'true' : 'false'}
        style={{ display: 'grid', placeItems: 'center', width: '100%', height: '100%', minHeight: 240, background: '#EFEDE9' }}
      >
        <button
          type="button"
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
          style={{ font: 'inherit', padding: '10px 18px', borderRadius: 6, border: '1px solid #1f1f1f', background: '#fff', cursor: 'pointer' }}
        >
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}

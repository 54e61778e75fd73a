import type { RefObject } from 'react';
import type { DimensionLine } from './dimension-lines.ts';

export interface DimensionLabelsProps {
  lines: readonly DimensionLine[];
  format: (millimetres: number) => string;
  /** Filled with the label elements, for Dimensions to place them. */
  labels: RefObject<(HTMLElement | null)[]>;
}

/** The dimension values as HTML over the canvas (crisp text, translated format); hidden until placed. */
export function DimensionLabels({ lines, format, labels }: DimensionLabelsProps) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}>
      {lines.map((line, i) => (
        <span
          key={line.name}
          ref={(el) => {
            labels.current[i] = el;
          }}
          data-dimension={line.name}
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            visibility: 'hidden',
            padding: '2px 6px',
            borderRadius: 4,
            background: 'rgba(255,255,255,0.92)',
            color: '#1f1f1f',
            font: '600 12px/1.3 system-ui, sans-serif',
            whiteSpace: 'nowrap',
            boxShadow: '0 1px 2px rgba(0,0,0,0.15)',
          }}
        >
          {format(line.value)}
        </span>
      ))}
    </div>
  );
}

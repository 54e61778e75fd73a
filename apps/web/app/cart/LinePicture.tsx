import { useState } from 'react';

export interface LinePictureProps {
  isSampleBox: boolean;
  /** The design's main picture as its info names it, null when it has none; undefined while not known (an empty frame). */
  pictureUrl?: string | null;
}

/**
 * A line's picture: the design's first saved picture, the sample box's illustration, or a neutral
 * placeholder when the design has no picture (its info says so, or the server answers 404). Decorative:
 * the line's name is right beside it.
 */
export function LinePicture({ isSampleBox, pictureUrl }: LinePictureProps) {
  const [missing, setMissing] = useState(false);
  if (!isSampleBox && pictureUrl === undefined && !missing) return <div className="cart-line-picture" aria-hidden="true" />;
  if (missing || (!isSampleBox && pictureUrl === null)) {
    return (
      <div className="cart-line-picture cart-line-placeholder" aria-hidden="true" data-testid="cart-line-placeholder">
        <svg viewBox="0 0 48 36" width="48" height="36" focusable="false">
          <rect x="6" y="4" width="36" height="26" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M6 17h36M24 4v26" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className="cart-line-picture"
      src={isSampleBox ? '/images/samplebox.svg' : pictureUrl!}
      alt=""
      width={160}
      height={120}
      loading="lazy"
      decoding="async"
      onError={() => setMissing(true)}
    />
  );
}

import type { CSSProperties } from 'react';

import { Skeleton } from './Spinner';

export interface SkeletonTextProps {
  titleHeight: number;
  lineHeight: number;
  /** The second line ends short, like the last line of a paragraph. */
  lastLineWidth: CSSProperties['width'];
}

/** A heading and two lines of text still loading. */
export function SkeletonText({ titleHeight, lineHeight, lastLineWidth }: SkeletonTextProps) {
  return (
    <>
      <Skeleton width="60%" height={titleHeight} />
      <Skeleton height={lineHeight} />
      <Skeleton width={lastLineWidth} height={lineHeight} />
    </>
  );
}

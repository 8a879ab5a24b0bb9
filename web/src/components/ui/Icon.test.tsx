import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Icon } from './Icon';

describe('Icon', () => {
  it('marks the icons that point along the line, which the stylesheet mirrors right-to-left', () => {
    const { container } = render(
      <>
        <Icon name="arrowLeft" />
        <Icon name="arrowRight" className="x" />
        <Icon name="plane" />
        <Icon name="play" />
        <Icon name="globe" />
        <Icon name="arrowUp" />
      </>,
    );
    const classes = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'));
    expect(classes).toEqual([
      'icon icon--directional',
      'icon icon--directional x',
      'icon icon--directional',
      'icon',
      'icon',
      'icon',
    ]);
  });
});

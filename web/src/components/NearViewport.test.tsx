import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NearViewport } from './NearViewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback[] = [];

function stubObserver() {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

const content = (
  <form aria-label="Trip search">
    <input aria-label="From" />
  </form>
);

describe('NearViewport', () => {
  it('keeps the placeholder until the place nears the viewport, then renders the content', () => {
    stubObserver();
    render(<NearViewport placeholderClassName="waiting">{content}</NearViewport>);
    expect(screen.queryByRole('form', { name: 'Trip search' })).not.toBeInTheDocument();
    act(() => observed.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(screen.getByRole('form', { name: 'Trip search' })).toBeInTheDocument();
  });

  it('without observing, waits for the reader: a touch on the prompt renders the content and focuses its first field', () => {
    stubObserver();
    render(
      <NearViewport
        placeholderClassName="waiting"
        observe={false}
        placeholder={<button type="button">Where to?</button>}
      >
        {content}
      </NearViewport>,
    );
    expect(observed).toHaveLength(0);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Where to?' }));
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveFocus();
  });

  it('renders at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<NearViewport placeholderClassName="waiting">{content}</NearViewport>);
    expect(screen.getByRole('form', { name: 'Trip search' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { keepServerContent, ServerContent } from './ServerContent';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The page as the server sent it: its content in #root, marked (api/src/services/page-heads.service.ts). */
function serverPage(path: string, content: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"><main><div class="page container" data-server-content="">${content}</div></main></div>`;
  keepServerContent();
  document.body.innerHTML = '';
}

describe('ServerContent', () => {
  it("shows the server's content while the page loads on the address it was sent for", () => {
    serverPage('/packages/3', '<h1>Umrah Classic</h1><p class="price">$1,000.00</p>');
    render(<ServerContent fallback={<p>Loading…</p>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Umrah Classic' })).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the loading state anywhere else, and never the kept content again', () => {
    serverPage('/packages/3', '<h1>Umrah Classic</h1>');
    window.history.replaceState(null, '', '/ar/packages/3');
    const { unmount } = render(<ServerContent fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeVisible();
    unmount();
    window.history.replaceState(null, '', '/packages/3');
    render(<ServerContent fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeVisible();
  });

  it('shows the loading state when the server sent no content (a page it does not describe)', () => {
    window.history.replaceState(null, '', '/book');
    document.body.innerHTML = '<div id="root"></div>';
    keepServerContent();
    render(<ServerContent fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeVisible();
  });
});

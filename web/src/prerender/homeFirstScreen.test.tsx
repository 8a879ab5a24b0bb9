import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppRoutes } from '../AppRoutes';
import { I18nProvider } from '../i18n/I18nProvider';
import { basenameOf, type Locale } from '../i18n/locales';
import { homeMock, packagesMock } from '../test/fixtures';
import { messagesOf } from '../test/render';
import { PAGE_MAIN_MARKER, renderHomeFirstScreen, renderPageFrame } from './homeFirstScreen';

/** The app at the home page (or `path`) in `locale`, as main.tsx starts it (the language's basename). */
function renderHome(locale: Locale, path = '/') {
  return render(
    <I18nProvider locale={locale} messages={messagesOf(locale)}>
      <MockedProvider mocks={[homeMock([]), packagesMock([])]}>
        <MemoryRouter basename={basenameOf(locale)} initialEntries={[`${basenameOf(locale)}${path}`]}>
          <AppRoutes />
        </MemoryRouter>
      </MockedProvider>
    </I18nProvider>,
  );
}

/**
 * Markup to compare: without the comments the server puts between adjacent texts, attributes in one order (the
 * browser's React sets an image's src last).
 */
function markupOf(element: Element | null): string {
  expect(element).not.toBeNull();
  const copy = element!.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode!.removeChild(comment);
  copy.normalize();
  for (const each of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = [...each.attributes].map(({ name, value }) => [name, value] as const).sort();
    for (const [name] of attributes) each.removeAttribute(name);
    for (const [name, value] of attributes) each.setAttribute(name, value);
  }
  return copy.outerHTML;
}

function served(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

beforeEach(() => {
  // As in a browser: the hero's search waits for the viewport (jsdom has no IntersectionObserver).
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the home page's first screen written into the served HTML", () => {
  it.each(['en', 'ar', 'id'] as const)(
    'is the header and hero the app then renders in its place (%s): nothing moves when the app takes over',
    async (locale) => {
      const screen = served(await renderHomeFirstScreen(locale));
      const { container } = renderHome(locale);

      const appHeader = container.querySelector('.site-header')!.cloneNode(true) as Element;
      // The one difference: the menu cannot open before the app runs, and says so.
      expect(screen.querySelector('.site-header__menu-toggle')).toBeDisabled();
      expect(appHeader.querySelector('.site-header__menu-toggle')).toBeEnabled();
      screen.querySelector('.site-header__menu-toggle')!.removeAttribute('disabled');
      expect(markupOf(screen.querySelector('.site-header'))).toBe(markupOf(appHeader));
      expect(markupOf(screen.querySelector('section.hero'))).toBe(markupOf(container.querySelector('section.hero')));

      // In the same place: the skip link, then the header, then the hero first in main.
      expect(
        screen.querySelector('.site > .skip-link + .site-header + main#main > section.hero:first-child'),
      ).not.toBeNull();
      expect(
        container.querySelector('.site > .skip-link + .site-header + main#main > section.hero:first-child'),
      ).not.toBeNull();
    },
  );

  it('holds the hero image the browser paints first, at high priority', async () => {
    const image = served(await renderHomeFirstScreen('en')).querySelector('img.hero__image');
    expect(image).toHaveAttribute('src', '/images/hero.svg');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});

describe("a public section's frame, which the server writes a page's content into", () => {
  it.each(['en', 'ar'] as const)(
    "is the header the app renders on the section's pages (%s), then an empty main marked for the content",
    async (locale) => {
      const html = await renderPageFrame(locale, 'packages');
      const frame = served(html);
      const { container } = renderHome(locale, '/packages');
      const appHeader = container.querySelector('.site-header')!.cloneNode(true) as Element;
      frame.querySelector('.site-header__menu-toggle')!.removeAttribute('disabled');
      expect(markupOf(frame.querySelector('.site-header'))).toBe(markupOf(appHeader));
      // Packages is the current section in both.
      expect(frame.querySelector('.site-nav__link.active')).toHaveAttribute('href', `${basenameOf(locale)}/packages`);
      expect(html).toContain(`<main id="main" class="site__main" tabindex="-1">${PAGE_MAIN_MARKER}</main>`);
    },
  );
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render';
import { FilmSection } from './FilmSection';

function filmIn(dialog: HTMLElement) {
  // A <video> has no ARIA role of its own; it is the dialog's only one.
  const video = dialog.querySelector('video');
  expect(video).not.toBeNull();
  return video!;
}

/** The words of a text as axe compares them (label-content-name-mismatch): parentheticals and punctuation dropped. */
const wordsOf = (text: string) =>
  text
    .replace(/\([^()]*\)/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(/\s+/);

describe('home film', () => {
  it.each(['en', 'ar', 'id'] as const)(
    'in %s, the play button is named by what it shows: the name holds its visible text, in order',
    (locale) => {
      renderWithProviders(<FilmSection />, { locale });
      // The poster is the section's only button; its name is its aria-label.
      const button = screen.getByRole('button');
      const visible = wordsOf(button.textContent);
      expect(visible.join(' ')).not.toBe('');
      const name = wordsOf(button.getAttribute('aria-label') ?? '');
      const at = name.findIndex((_word, index) => visible.every((word, offset) => name[index + offset] === word));
      expect(at, `"${name.join(' ')}" holds "${visible.join(' ')}"`).toBeGreaterThanOrEqual(0);
    },
  );

  it('loads nothing of the film until the visitor presses play', () => {
    const { container } = renderWithProviders(<FilmSection />);
    expect(
      screen.getByRole('button', { name: 'Play the film: Walk the journey before you go (44 seconds) 0:44' }),
    ).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/video-poster.svg');
    expect(screen.queryByText(/being finished|premiere/i)).toBeNull();
  });

  it('opens the film in a dialog: both formats, English captions on by default, no preload', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FilmSection />);
    await user.click(screen.getByRole('button', { name: /Play the film/ }));

    const dialog = screen.getByRole('dialog', { name: 'Walk the journey before you go' });
    const video = filmIn(dialog);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    // It starts at once (the visitor pressed play), muted so that autoplay rules allow it: it has no sound.
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('poster', '/film/rihla-film-poster.webp');
    expect(Array.from(video.querySelectorAll('source'), (source) => [source.getAttribute('src'), source.type])).toEqual(
      [
        ['/film/rihla-film.webm', 'video/webm; codecs="vp9"'],
        ['/film/rihla-film.mp4', 'video/mp4; codecs="avc1.640028"'],
      ],
    );
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/film/rihla-film.en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('default');
    expect(video).toHaveAccessibleDescription(
      'The film has no sound: its narration appears as English captions, which the player can turn off.',
    );
    expect(within(dialog).getByRole('link', { name: 'Start the lessons' })).toHaveAttribute('href', '/training');
    expect(within(dialog).queryByText(/being finished|premiere/i)).toBeNull();
  });

  it('closing the dialog removes the film, which stops it, and gives focus back to the play button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FilmSection />);
    const play = screen.getByRole('button', { name: /Play the film/ });
    await user.click(play);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
    expect(play).toHaveFocus();
  });
});

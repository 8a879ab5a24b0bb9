import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../test/render';
import { TRAINING_MODULE_QUERY } from './training/useTrainingModules';
import { TRAINING_MODULES_QUERY } from './training/useTrainingModules';

function lesson(id: number, order: number, overrides: object = {}) {
  return {
    __typename: 'Lesson',
    id,
    order,
    title: `Lesson title ${id}`,
    videoUrl: null,
    content: `Content ${id}`,
    ...overrides,
  };
}

function moduleMock(slug: string, trainingModule: object | null) {
  return {
    request: { query: TRAINING_MODULE_QUERY, variables: { slugOrId: slug } },
    result: { data: { trainingModule } },
  };
}

const ihram = {
  __typename: 'TrainingModule',
  id: 1,
  slug: 'ihram',
  title: 'Entering Ihram',
  description: 'Intention and dress',
};

describe('/training', () => {
  it("says 'No modules yet.'", async () => {
    renderApp({
      route: '/training',
      mocks: [{ request: { query: TRAINING_MODULES_QUERY }, result: { data: { trainingModules: [] } } }],
    });
    expect(await screen.findByText('No modules yet.')).toBeInTheDocument();
  });

  it('lists modules linking to their slug', async () => {
    renderApp({
      route: '/training',
      mocks: [
        {
          request: { query: TRAINING_MODULES_QUERY },
          result: { data: { trainingModules: [{ ...ihram, lessons: [{ __typename: 'Lesson', id: 1 }] }] } },
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Entering Ihram' })).toHaveAttribute('href', '/training/ihram');
    expect(screen.getByText('1 lesson')).toBeInTheDocument();
  });

  it('shows load errors in an error alert', async () => {
    renderApp({
      route: '/training',
      mocks: [{ request: { query: TRAINING_MODULES_QUERY }, result: { errors: [{ message: 'Training is offline' }] } }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Training is offline');
    expect(alert).toHaveClass('alert--error');
  });
});

describe('/training/:slug', () => {
  it('shows lessons in order, a video only when given, and text never as HTML', async () => {
    renderApp({
      route: '/training/ihram',
      mocks: [
        moduleMock('ihram', {
          ...ihram,
          lessons: [
            lesson(2, 2, { videoUrl: 'https://videos.example.com/embed/2' }),
            lesson(1, 1, { content: 'First paragraph.\n\n<b>Not bold</b>' }),
            lesson(3, 3, { videoUrl: 'javascript:alert(1)' }),
          ],
        }),
      ],
    });
    const lessons = within(await screen.findByRole('list', { name: 'Lessons' })).getAllByRole('listitem');
    expect(lessons.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Lesson 1Lesson title 1',
      'Lesson 2Lesson title 2',
      'Lesson 3Lesson title 3',
    ]);
    expect(within(lessons[0]).getByText('First paragraph.')).toBeInTheDocument();
    expect(within(lessons[0]).getByText('<b>Not bold</b>')).toBeInTheDocument();
    expect(lessons[0].querySelector('b')).toBeNull();
    expect(lessons[0].querySelector('iframe')).toBeNull();
    expect(within(lessons[1]).getByTitle('Video: Lesson title 2')).toHaveAttribute(
      'src',
      'https://videos.example.com/embed/2',
    );
    expect(lessons[2].querySelector('iframe')).toBeNull();
  });

  it("says 'No lessons yet.'", async () => {
    renderApp({ route: '/training/ihram', mocks: [moduleMock('ihram', { ...ihram, lessons: [] })] });
    expect(await screen.findByText('No lessons yet.')).toBeInTheDocument();
  });

  it("says 'Not found.' for an unknown module", async () => {
    renderApp({ route: '/training/nope', mocks: [moduleMock('nope', null)] });
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });
});

describe('/training in Arabic', () => {
  it('translates the page and counts lessons with the Arabic plural forms', async () => {
    const lessons = (count: number) => Array.from({ length: count }, (_, i) => ({ __typename: 'Lesson', id: i + 1 }));
    renderApp({
      route: '/training',
      locale: 'ar',
      mocks: [
        {
          request: { query: TRAINING_MODULES_QUERY },
          result: {
            data: {
              trainingModules: [
                { ...ihram, lessons: lessons(1) },
                { ...ihram, id: 2, slug: 'tawaf', title: 'Tawaf', lessons: lessons(2) },
                { ...ihram, id: 3, slug: 'sai', title: 'Sa’i', lessons: lessons(3) },
              ],
            },
          },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'استعدّ بثقة' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('.training-card__meta')?.textContent)).toEqual([
      'درس واحد',
      'درسان',
      '3 دروس',
    ]);
    expect(document.title).toBe('التدريب · Rihla');
  });

  it('numbers the lessons of a module in Arabic', async () => {
    renderApp({
      route: '/training/ihram',
      locale: 'ar',
      mocks: [moduleMock('ihram', { ...ihram, lessons: [lesson(1, 1)] })],
    });
    const list = await screen.findByRole('list', { name: 'الدروس' });
    expect(within(list).getByRole('heading')).toHaveTextContent('الدرس 1Lesson title 1');
    expect(screen.getByText('وحدة تدريبية')).toBeInTheDocument();
  });
});

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

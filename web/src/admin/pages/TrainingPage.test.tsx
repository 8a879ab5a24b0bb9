import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { LessonInput } from '../../gql/graphql';
import { TRAINING_MODULES_QUERY } from '../../pages/training/useTrainingModules';
import { makeModule } from '../test/fixtures';
import { always, failing, once, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { ADMIN_ADD_LESSON_MUTATION } from './training/LessonForm';
import { ADMIN_CREATE_TRAINING_MODULE_MUTATION } from './training/ModuleForm';
import { TrainingPage } from './TrainingPage';

const modules = [makeModule(1, 'umrah-basics', 2), makeModule(2, 'ihram', 1)];
const modulesMock = always(TRAINING_MODULES_QUERY, { trainingModules: modules });

function lessonForm() {
  return screen.getByRole('region', { name: 'Add lesson' });
}

/** Opens the training page as STAFF and returns the Add lesson form once the modules have loaded. */
async function openLessonForm(...mocks: MockLink.MockedResponse[]) {
  renderAdmin(<TrainingPage />, { role: 'STAFF', mocks: [modulesMock, ...mocks] });
  await screen.findByText('Module ihram');
  return lessonForm();
}

/** The add-lesson mutation answering `input` with lesson `id`, spied on. */
function addingLesson(id: number, input: LessonInput) {
  return spiedOn(
    once(ADMIN_ADD_LESSON_MUTATION, { input }, { addLesson: { __typename: 'Lesson', id, title: input.title } }),
  );
}

/** Opens the training page as STAFF and returns its Create module form. */
function openModuleForm(...mocks: MockLink.MockedResponse[]) {
  renderAdmin(<TrainingPage />, { role: 'STAFF', mocks: [modulesMock, ...mocks] });
  return screen.getByRole('region', { name: 'Create module' });
}

describe('training manager', () => {
  it('lists modules with title, slug and lesson count', async () => {
    renderAdmin(<TrainingPage />, { role: 'STAFF', mocks: [modulesMock] });
    const table = screen.getByRole('table', { name: 'Training modules' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    await screen.findByText('Module umrah-basics');
    const first = screen.getByText('Module umrah-basics').closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('umrah-basics');
    expect(first).toHaveTextContent('2 lessons');
    expect(screen.getByText('Module ihram').closest('tr')).toHaveTextContent('1 lesson');
  });

  it("creates a module and says 'Module created: {title}'", async () => {
    const user = userEvent.setup();
    const input = { title: 'Tawaf', slug: 'tawaf', description: 'Circling the Kaaba' };
    const created = { __typename: 'TrainingModule', id: 3, title: 'Tawaf' };
    const form = openModuleForm(
      once(ADMIN_CREATE_TRAINING_MODULE_MUTATION, { input }, { createTrainingModule: created }),
    );
    await user.click(within(form).getByRole('button', { name: 'Create Module' }));
    expect(await within(form).findByText('Title is required.')).toBeInTheDocument();
    expect(within(form).getByText('Slug is required.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Title/), input.title);
    await user.type(within(form).getByLabelText(/^Slug/), input.slug);
    await user.type(within(form).getByLabelText(/^Description/), input.description);
    await user.click(within(form).getByRole('button', { name: 'Create Module' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Module created: Tawaf');
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('');
  });

  it('shows the error banner with the server message when a module cannot be created', async () => {
    const user = userEvent.setup();
    const input = { title: 'Ihram', slug: 'ihram', description: '' };
    const refusal = 'A module with slug ihram already exists.';
    const form = openModuleForm(failing(ADMIN_CREATE_TRAINING_MODULE_MUTATION, { input }, refusal, 'CONFLICT'));
    await user.type(within(form).getByLabelText(/^Title/), input.title);
    await user.type(within(form).getByLabelText(/^Slug/), input.slug);
    await user.click(within(form).getByRole('button', { name: 'Create Module' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('keeps Add Lesson disabled until a module is chosen by slug', async () => {
    const user = userEvent.setup();
    const form = await openLessonForm();
    const select = within(form).getByRole('combobox', { name: /^Module/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'umrah-basics', 'ihram']);
    expect(within(form).getByRole('button', { name: 'Add Lesson' })).toBeDisabled();
    await user.selectOptions(select, 'ihram');
    expect(within(form).getByRole('button', { name: 'Add Lesson' })).toBeEnabled();
  });

  it("adds a lesson (order 1 when invalid, empty video URL as null) and says 'Lesson added: {title}'", async () => {
    const user = userEvent.setup();
    const input = {
      moduleSlug: 'ihram',
      title: 'Entering ihram',
      order: 1,
      videoUrl: null,
      content: 'Intention and dress.',
    };
    const added = addingLesson(50, input);
    const form = await openLessonForm(added.mock);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Module/ }), 'ihram');
    await user.type(within(form).getByLabelText(/^Title/), input.title);
    await user.clear(within(form).getByLabelText(/^Order/));
    await user.type(within(form).getByLabelText(/^Video URL/), '   ');
    await user.type(within(form).getByLabelText(/^Content/), input.content);
    await user.click(within(form).getByRole('button', { name: 'Add Lesson' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Lesson added: Entering ihram');
    expect(added.spy).toHaveBeenCalledTimes(1);
    // ready for the next lesson of the same module
    expect(within(form).getByRole('combobox', { name: /^Module/ })).toHaveValue('ihram');
    expect(within(form).getByLabelText(/^Order/)).toHaveValue(2);
  });

  it('sends the typed order and video URL', async () => {
    const user = userEvent.setup();
    const input = {
      moduleSlug: 'umrah-basics',
      title: 'Sa’i',
      order: 3,
      videoUrl: 'https://videos.rihla.test/sai',
      content: '',
    };
    const added = addingLesson(51, input);
    const form = await openLessonForm(added.mock);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Module/ }), 'umrah-basics');
    await user.type(within(form).getByLabelText(/^Title/), input.title);
    await user.clear(within(form).getByLabelText(/^Order/));
    await user.type(within(form).getByLabelText(/^Order/), '3');
    await user.type(within(form).getByLabelText(/^Video URL/), input.videoUrl);
    await user.click(within(form).getByRole('button', { name: 'Add Lesson' }));
    await waitFor(() => expect(added.spy).toHaveBeenCalled());
    expect(await within(form).findByText('Lesson added: Sa’i')).toBeInTheDocument();
  });

  it('shows the error banner when a lesson cannot be added', async () => {
    const user = userEvent.setup();
    const input = { moduleSlug: 'ihram', title: 'Bad video', order: 1, videoUrl: 'ftp://x', content: '' };
    const form = await openLessonForm(
      failing(ADMIN_ADD_LESSON_MUTATION, { input }, 'Video URL must be an http(s) link.'),
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Module/ }), 'ihram');
    await user.type(within(form).getByLabelText(/^Title/), input.title);
    await user.type(within(form).getByLabelText(/^Video URL/), input.videoUrl);
    await user.click(within(form).getByRole('button', { name: 'Add Lesson' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Video URL must be an http(s) link.');
  });
});

import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { LessonInput } from '../../gql/graphql';
import { makeModule } from '../test/fixtures';
import { always, failing, once, spiedOn } from '../test/mocks';
import { renderAdmin } from '../test/render';
import { answerConfirm, clickActionIn, rowWithText } from '../test/screen';
import {
  ADMIN_ADD_LESSON_MUTATION,
  ADMIN_CREATE_TRAINING_MODULE_MUTATION,
  ADMIN_DELETE_LESSON_MUTATION,
  ADMIN_DELETE_TRAINING_MODULE_MUTATION,
  ADMIN_MODULE_LESSONS_QUERY,
  ADMIN_TRAINING_MODULES_QUERY,
  ADMIN_UPDATE_LESSON_MUTATION,
  ADMIN_UPDATE_TRAINING_MODULE_MUTATION,
} from './training/trainingWrites';
import { TrainingPage } from './TrainingPage';

/** A module as the staff read gives it: translated into both languages unless `missing` says otherwise. */
function staffModule(id: number, slug: string, lessons: number, missing: string[] = []) {
  const translated = (language: string) => ({
    __typename: 'TrainingModuleTranslation' as const,
    title: `${language} ${slug}`,
    description: null,
  });
  return {
    ...makeModule(id, slug, lessons),
    translations: { __typename: 'TrainingModuleTranslations' as const, ar: translated('ar'), id: translated('id') },
    missingTranslations: missing,
  };
}

const modules = [staffModule(1, 'umrah-basics', 2), staffModule(2, 'ihram', 1)];
const modulesMock = always(ADMIN_TRAINING_MODULES_QUERY, { staffTrainingModules: modules });
/** What the module editor sends for languages it was given (titles) and left as they were. */
const untouchedTranslations = (slug: string) => ({
  ar: { title: `ar ${slug}`, description: '' },
  id: { title: `id ${slug}`, description: '' },
});

function lessonForm() {
  return screen.getByRole('region', { name: 'Add lesson' });
}

/** Opens the training page as STAFF and returns the Add lesson form once the modules have loaded. */
async function openLessonForm(...mocks: MockLink.MockedResponse[]) {
  renderAdmin(<TrainingPage />, { role: 'STAFF', mocks: [modulesMock, ...mocks] });
  await screen.findByText('Module ihram');
  return lessonForm();
}

interface TypedLesson {
  module: string;
  title: string;
  /** Typed over the default order after clearing it ('' leaves it empty); the default stays when left out. */
  order?: string;
  videoUrl?: string;
  content?: string;
}

/** Fills the Add lesson form as a person types it and submits it. */
async function submitLesson(
  user: UserEvent,
  form: HTMLElement,
  { module, title, order, videoUrl, content }: TypedLesson,
) {
  const field = (label: RegExp) => within(form).getByLabelText(label);
  await user.selectOptions(within(form).getByRole('combobox', { name: /^Module/ }), module);
  await user.type(field(/^Title/), title);
  if (order !== undefined) await user.clear(field(/^Order/));
  if (order) await user.type(field(/^Order/), order);
  if (videoUrl) await user.type(field(/^Video URL/), videoUrl);
  if (content) await user.type(field(/^Content/), content);
  await user.click(within(form).getByRole('button', { name: 'Add Lesson' }));
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

  it('creates a module with its Arabic title typed in the Arabic tab, sending only what was typed', async () => {
    const user = userEvent.setup();
    const input = {
      title: 'Madinah',
      slug: 'madinah',
      description: '',
      translations: { ar: { title: 'المدينة المنورة' } },
    };
    const created = spiedOn(
      once(
        ADMIN_CREATE_TRAINING_MODULE_MUTATION,
        { input },
        { createTrainingModule: { __typename: 'TrainingModule', id: 9, title: 'Madinah' } },
      ),
    );
    const form = openModuleForm(created.mock);
    await user.type(within(form).getByLabelText(/^Title/), input.title);
    await user.type(within(form).getByLabelText(/^Slug/), input.slug);
    await user.click(within(form).getByRole('tab', { name: 'Arabic' }));
    expect(within(form).getByText('Empty fields fall back to English.')).toBeInTheDocument();
    const arabic = within(form).getByLabelText(/^Title/);
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.type(arabic, 'المدينة المنورة');
    await user.click(within(form).getByRole('button', { name: 'Create Module' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Module created: Madinah');
    expect(created.spy).toHaveBeenCalledTimes(1);
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

  it.each([
    {
      what: 'order 1 when cleared, a blank video URL as null',
      typed: { module: 'ihram', title: 'Entering ihram', order: '', videoUrl: '   ', content: 'Intention and dress.' },
      sent: { moduleSlug: 'ihram', title: 'Entering ihram', order: 1, videoUrl: null, content: 'Intention and dress.' },
    },
    {
      what: 'the typed order and video URL',
      typed: { module: 'umrah-basics', title: 'Sa’i', order: '3', videoUrl: 'https://videos.rihla.test/sai' },
      sent: {
        moduleSlug: 'umrah-basics',
        title: 'Sa’i',
        order: 3,
        videoUrl: 'https://videos.rihla.test/sai',
        content: '',
      },
    },
  ])("adds a lesson ($what), says 'Lesson added: {title}' and stays on its module", async ({ typed, sent }) => {
    const user = userEvent.setup();
    const added = addingLesson(50, sent);
    const form = await openLessonForm(added.mock);
    await submitLesson(user, form, typed);
    expect(await within(form).findByRole('status')).toHaveTextContent(`Lesson added: ${typed.title}`);
    expect(added.spy).toHaveBeenCalledTimes(1);
    // ready for the next lesson of the same module
    expect(within(form).getByRole('combobox', { name: /^Module/ })).toHaveValue(typed.module);
    expect(within(form).getByLabelText(/^Order/)).toHaveValue(sent.order + 1);
  });

  it('shows the error banner when a lesson cannot be added', async () => {
    const user = userEvent.setup();
    const input = { moduleSlug: 'ihram', title: 'Bad video', order: 1, videoUrl: 'ftp://x', content: '' };
    const form = await openLessonForm(
      failing(ADMIN_ADD_LESSON_MUTATION, { input }, 'Video URL must be an http(s) link.'),
    );
    await submitLesson(user, form, { module: 'ihram', title: input.title, videoUrl: input.videoUrl });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Video URL must be an http(s) link.');
  });

  describe('editing what is there', () => {
    const lesson = {
      __typename: 'Lesson',
      id: 201,
      order: 1,
      title: 'Entering ihram',
      videoUrl: 'https://videos.rihla.test/ihram',
      content: 'Intention and dress.',
      translations: {
        __typename: 'LessonTranslations',
        ar: { __typename: 'LessonTranslation', title: 'الدخول في الإحرام', content: null },
        id: null,
      },
      missingTranslations: ['ar.content', 'id.title', 'id.content'],
    };
    const lessonsMock = always(
      ADMIN_MODULE_LESSONS_QUERY,
      { staffTrainingModule: { __typename: 'TrainingModule', id: 2, title: 'Module ihram', lessons: [lesson] } },
      { slugOrId: '2' },
    );

    it('edits a module in a dialog and says so', async () => {
      const user = userEvent.setup();
      const fields = { title: 'Ihram and intention', slug: 'ihram', description: '' };
      const input = { ...fields, translations: untouchedTranslations('ihram') };
      const saved = spiedOn(
        once(
          ADMIN_UPDATE_TRAINING_MODULE_MUTATION,
          { id: 2, input },
          { updateTrainingModule: { __typename: 'TrainingModule', id: 2, ...fields } },
        ),
      );
      renderAdmin(<TrainingPage />, { role: 'STAFF', mocks: [modulesMock, saved.mock] });
      await screen.findByText('Module ihram');
      await clickActionIn(user, rowWithText('Module ihram'), /^Edit/);
      const dialog = screen.getByRole('dialog', { name: 'Edit Module ihram' });
      expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue('ihram');
      await user.clear(within(dialog).getByLabelText(/^Title/));
      await user.type(within(dialog).getByLabelText(/^Title/), input.title);
      await user.click(within(dialog).getByRole('button', { name: 'Save module' }));
      expect(await screen.findByText('Ihram and intention saved.')).toBeInTheDocument();
      expect(saved.spy).toHaveBeenCalledTimes(1);
    });

    it('offers Delete module to ADMIN only, saying the lessons go with it', async () => {
      const user = userEvent.setup();
      renderAdmin(<TrainingPage />, { role: 'STAFF', mocks: [modulesMock] });
      await screen.findByText('Module ihram');
      expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
      cleanup();

      const deleted = spiedOn(once(ADMIN_DELETE_TRAINING_MODULE_MUTATION, { id: 1 }, { deleteTrainingModule: true }));
      renderAdmin(<TrainingPage />, { role: 'ADMIN', mocks: [modulesMock, deleted.mock] });
      await screen.findByText('Module umrah-basics');
      await clickActionIn(user, rowWithText('Module umrah-basics'), /^Delete/);
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        'Delete this module? Its 2 lessons and its page on the site go with it.',
      );
      await answerConfirm(user, 'Delete');
      expect(await screen.findByText('Deleted Module umrah-basics.')).toBeInTheDocument();
      expect(deleted.spy).toHaveBeenCalledTimes(1);
    });

    it("lists a module's lessons; staff edit one (an emptied video removes it) and delete one", async () => {
      const user = userEvent.setup();
      const fields = { title: 'Entering ihram', order: 2, videoUrl: '', content: 'Intention and dress.' };
      const input = {
        ...fields,
        translations: { ar: { title: 'الدخول في الإحرام', content: '' }, id: { title: '', content: '' } },
      };
      const saved = spiedOn(
        once(
          ADMIN_UPDATE_LESSON_MUTATION,
          { id: 201, input },
          { updateLesson: { ...lesson, ...fields, videoUrl: null } },
        ),
      );
      const deleted = spiedOn(once(ADMIN_DELETE_LESSON_MUTATION, { id: 201 }, { deleteLesson: true }));
      renderAdmin(<TrainingPage />, { role: 'STAFF', mocks: [modulesMock, lessonsMock, saved.mock, deleted.mock] });
      await screen.findByText('Module ihram');
      await clickActionIn(user, rowWithText('Module ihram'), /^Lessons/);
      const lessons = await screen.findByRole('region', { name: 'Lessons of Module ihram' });
      const row = await within(lessons).findByText('Entering ihram');

      await clickActionIn(user, row.closest('tr') as HTMLElement, /^Edit/);
      const dialog = screen.getByRole('dialog', { name: 'Edit Entering ihram' });
      await user.clear(within(dialog).getByLabelText(/^Order/));
      await user.type(within(dialog).getByLabelText(/^Order/), '2');
      await user.clear(within(dialog).getByLabelText(/^Video URL/));
      await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
      expect(await within(lessons).findByText('Entering ihram saved.')).toBeInTheDocument();
      expect(saved.spy).toHaveBeenCalledTimes(1);

      await clickActionIn(user, within(lessons).getByText('Entering ihram').closest('tr') as HTMLElement, /^Delete/);
      expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete this lesson?');
      await answerConfirm(user, 'Delete');
      expect(await within(lessons).findByText('Deleted Entering ihram.')).toBeInTheDocument();
      expect(deleted.spy).toHaveBeenCalledTimes(1);
    });
    it('marks what falls back to English and edits the Arabic text in its own tab, right to left', async () => {
      const user = userEvent.setup();
      const partly = staffModule(3, 'madinah', 0, ['ar.description', 'id.title']);
      partly.translations.id = null as never;
      const input = {
        title: 'Module madinah',
        slug: 'madinah',
        description: '',
        translations: { ar: { title: 'زيارة المدينة', description: '' }, id: { title: '', description: '' } },
      };
      const saved = spiedOn(
        once(
          ADMIN_UPDATE_TRAINING_MODULE_MUTATION,
          { id: 3, input },
          {
            updateTrainingModule: {
              __typename: 'TrainingModule',
              id: 3,
              slug: 'madinah',
              title: 'Module madinah',
              description: '',
            },
          },
        ),
      );
      renderAdmin(<TrainingPage />, {
        role: 'STAFF',
        mocks: [always(ADMIN_TRAINING_MODULES_QUERY, { staffTrainingModules: [partly] }), saved.mock],
      });
      await screen.findByText('Module madinah');
      const row = rowWithText('Module madinah');
      expect(within(row).getByText('AR partial')).toBeInTheDocument();
      expect(within(row).getByText('ID missing')).toBeInTheDocument();

      await clickActionIn(user, row, /^Edit/);
      const dialog = screen.getByRole('dialog', { name: 'Edit Module madinah' });
      expect(within(dialog).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
      expect(within(dialog).queryByText('Empty fields fall back to English.')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('tab', { name: 'Arabic (partial)' }));
      expect(within(dialog).getByText('Empty fields fall back to English.')).toBeInTheDocument();
      const arabicTitle = within(dialog).getByLabelText(/^Title/);
      expect(arabicTitle).toHaveAttribute('dir', 'rtl');
      expect(arabicTitle).toHaveAttribute('lang', 'ar');
      expect(arabicTitle).toHaveValue('ar madinah');
      await user.clear(arabicTitle);
      await user.type(arabicTitle, 'زيارة المدينة');
      await user.click(within(dialog).getByRole('tab', { name: 'Indonesian (missing)' }));
      expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('');
      expect(within(dialog).getByLabelText(/^Title/)).toHaveAttribute('lang', 'id');
      // The English title is kept while another language is shown.
      await user.click(within(dialog).getByRole('tab', { name: 'English' }));
      expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Module madinah');
      await user.click(within(dialog).getByRole('button', { name: 'Save module' }));
      expect(await screen.findByText('Module madinah saved.')).toBeInTheDocument();
      expect(saved.spy).toHaveBeenCalledTimes(1);
    });
  });
});

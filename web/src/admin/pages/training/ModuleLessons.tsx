import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Button, Table, type TableColumn } from '../../../components/ui';
import type { AdminModuleLessonsQuery } from '../../../gql/graphql';
import { AdminSection } from '../../components/AdminPage';
import { TranslationBadges } from '../../components/ContentLanguages';
import { QueryError } from '../../components/QueryError';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { LessonEditor } from './LessonEditor';
import {
  ADMIN_DELETE_LESSON_MUTATION,
  ADMIN_MODULE_LESSONS_QUERY,
  ADMIN_UPDATE_LESSON_MUTATION,
} from './trainingWrites';

type LessonRow = NonNullable<AdminModuleLessonsQuery['staffTrainingModule']>['lessons'][number];

const DELETE_LESSON_QUESTION = 'Delete this lesson? It disappears from the module’s page at once.';

export interface ModuleLessonsProps {
  moduleId: number;
  /** Reloads the module list (its lesson counts) after a change. */
  onChanged: () => unknown;
}

/** The lessons of one module, in order, each with Edit and Delete. */
export function ModuleLessons({ moduleId, onChanged }: ModuleLessonsProps) {
  const { data, loading, error, refetch } = useQuery(ADMIN_MODULE_LESSONS_QUERY, {
    variables: { slugOrId: String(moduleId) },
    fetchPolicy: 'cache-and-network',
  });
  const [updateLesson] = useMutation(ADMIN_UPDATE_LESSON_MUTATION);
  const [deleteLesson] = useMutation(ADMIN_DELETE_LESSON_MUTATION);
  const feedback = useFeedback();
  const reload = async () => {
    await refetch();
    await onChanged();
  };
  const { askDelete, dialog } = useConfirmedDelete(feedback, reload);
  const [editing, setEditing] = useState<LessonRow | null>(null);
  const module = data?.staffTrainingModule;

  const columns: TableColumn<LessonRow>[] = [
    { key: 'order', header: 'Order', width: 72 },
    {
      key: 'title',
      header: 'Title',
      render: (lesson) => (
        <span className="cluster cluster--middle">
          <span className="admin-strong">{lesson.title}</span>
          <TranslationBadges missing={lesson.missingTranslations} translations={lesson.translations} />
        </span>
      ),
    },
    { key: 'video', header: 'Video', render: (lesson) => (lesson.videoUrl ? 'Yes' : 'No') },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (lesson) => (
        <div className="admin-row-actions">
          <Button size="sm" variant="secondary" onClick={() => setEditing(lesson)}>
            Edit<span className="sr-only"> lesson {lesson.title}</span>
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() =>
              askDelete(DELETE_LESSON_QUESTION, () => deleteLesson({ variables: { id: lesson.id } }), {
                success: `Deleted ${lesson.title}.`,
                fallback: 'Could not delete the lesson.',
              })
            }
          >
            Delete<span className="sr-only"> lesson {lesson.title}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminSection title={module ? `Lessons of ${module.title}` : 'Lessons'}>
      <FeedbackBanner feedback={feedback} />
      {error && !data ? (
        <QueryError error={error} what="lessons" onRetry={() => void refetch()} />
      ) : (
        <Table
          columns={columns}
          rows={module?.lessons ?? []}
          rowKey={(lesson) => lesson.id}
          caption={module ? `Lessons of ${module.title}` : 'Lessons'}
          loading={loading && !data}
          empty="No lessons yet."
        />
      )}
      {dialog}
      {editing && (
        <LessonEditor
          lesson={editing}
          onClose={() => setEditing(null)}
          onSave={async (edit) => {
            await updateLesson({ variables: { id: editing.id, input: edit } });
            feedback.succeed(`${edit.title} saved.`);
            await reload();
          }}
        />
      )}
    </AdminSection>
  );
}

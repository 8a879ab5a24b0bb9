import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Button, Table, type TableColumn } from '../../components/ui';
import type { AdminTrainingModulesQuery } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { TranslationBadges } from '../components/ContentLanguages';
import { QueryError } from '../components/QueryError';
import { useConfirmedDelete } from '../components/useConfirmedDelete';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { canDelete } from '../lib/roles';
import { useAdminRole } from '../lib/useAdminRole';
import { LessonForm } from './training/LessonForm';
import { ModuleEditor } from './training/ModuleEditor';
import { ModuleForm } from './training/ModuleForm';
import { ModuleLessons } from './training/ModuleLessons';
import {
  ADMIN_DELETE_TRAINING_MODULE_MUTATION,
  ADMIN_TRAINING_MODULES_QUERY,
  ADMIN_UPDATE_TRAINING_MODULE_MUTATION,
} from './training/trainingWrites';

type ModuleRow = AdminTrainingModulesQuery['staffTrainingModules'][number];

const lessonCount = (module: ModuleRow) =>
  `${module.lessons.length} ${module.lessons.length === 1 ? 'lesson' : 'lessons'}`;

export function TrainingPage() {
  const role = useAdminRole();
  const { data, loading, error, refetch } = useQuery(ADMIN_TRAINING_MODULES_QUERY, {
    fetchPolicy: 'cache-and-network',
  });
  const reload = () => refetch().catch(() => undefined);
  const modules = data?.staffTrainingModules ?? [];
  const feedback = useFeedback();
  const { askDelete, dialog } = useConfirmedDelete(feedback, reload);
  const [updateModule] = useMutation(ADMIN_UPDATE_TRAINING_MODULE_MUTATION);
  const [deleteModule] = useMutation(ADMIN_DELETE_TRAINING_MODULE_MUTATION);
  const [editing, setEditing] = useState<ModuleRow | null>(null);
  const [lessonsOf, setLessonsOf] = useState<number | null>(null);

  const columns: TableColumn<ModuleRow>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (module) => (
        <span className="cluster cluster--middle">
          <span className="admin-strong">{module.title}</span>
          <TranslationBadges missing={module.missingTranslations} translations={module.translations} />
        </span>
      ),
    },
    { key: 'slug', header: 'Slug', render: (module) => <code className="admin-code">{module.slug}</code> },
    { key: 'lessons', header: 'Lessons', align: 'end', render: lessonCount },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (module) => (
        <div className="admin-row-actions">
          <Button size="sm" variant="secondary" onClick={() => setEditing(module)}>
            Edit<span className="sr-only"> module {module.title}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={lessonsOf === module.id}
            onClick={() => setLessonsOf(lessonsOf === module.id ? null : module.id)}
          >
            Lessons<span className="sr-only"> of {module.title}</span>
          </Button>
          {canDelete(role) && (
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                askDelete(
                  `Delete this module? Its ${lessonCount(module)} and its page on the site go with it.`,
                  async () => {
                    await deleteModule({ variables: { id: module.id } });
                    if (lessonsOf === module.id) setLessonsOf(null);
                  },
                  { success: `Deleted ${module.title}.`, fallback: 'Could not delete the module.' },
                )
              }
            >
              Delete<span className="sr-only"> module {module.title}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminPage title="Training" description="Modules and lessons of the pilgrim training shown on the site.">
      <div className="admin-two-col">
        <ModuleForm onCreated={reload} />
        <LessonForm modules={modules} onAdded={reload} />
      </div>
      <AdminSection title="Modules">
        <FeedbackBanner feedback={feedback} />
        {error && !data ? (
          <QueryError error={error} what="training modules" onRetry={() => void reload()} />
        ) : (
          <Table
            columns={columns}
            rows={modules}
            rowKey={(module) => module.id}
            caption="Training modules"
            loading={loading && !data}
            empty="No modules yet."
          />
        )}
      </AdminSection>
      {lessonsOf !== null && <ModuleLessons key={lessonsOf} moduleId={lessonsOf} onChanged={reload} />}
      {dialog}
      {editing && (
        <ModuleEditor
          module={editing}
          onClose={() => setEditing(null)}
          onSave={async (edit) => {
            await updateModule({ variables: { id: editing.id, input: edit } });
            feedback.succeed(`${edit.title} saved.`);
            await reload();
          }}
        />
      )}
    </AdminPage>
  );
}

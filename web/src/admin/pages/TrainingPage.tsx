import { Table, type TableColumn } from '../../components/ui';
import type { TrainingModulesQuery } from '../../gql/graphql';
import { useTrainingModules } from '../../pages/training/useTrainingModules';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { QueryError } from '../components/QueryError';
import { LessonForm } from './training/LessonForm';
import { ModuleForm } from './training/ModuleForm';

type ModuleRow = TrainingModulesQuery['trainingModules'][number];

const columns: TableColumn<ModuleRow>[] = [
  { key: 'title', header: 'Title', render: (module) => <span className="admin-strong">{module.title}</span> },
  { key: 'slug', header: 'Slug', render: (module) => <code className="admin-code">{module.slug}</code> },
  {
    key: 'lessons',
    header: 'Lessons',
    align: 'end',
    render: (module) => `${module.lessons.length} ${module.lessons.length === 1 ? 'lesson' : 'lessons'}`,
  },
];

export function TrainingPage() {
  const { data, loading, error, refetch } = useTrainingModules('cache-and-network');
  const reload = () => refetch().catch(() => undefined);
  const modules = data?.trainingModules ?? [];
  return (
    <AdminPage title="Training" description="Modules and lessons of the pilgrim training shown on the site.">
      <div className="admin-two-col">
        <ModuleForm onCreated={reload} />
        <LessonForm modules={modules} onAdded={reload} />
      </div>
      <AdminSection title="Modules">
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
    </AdminPage>
  );
}

import './TrainingPage.css';

import { useParams } from 'react-router-dom';

import { PageLoadFailed, PageNotFound } from '../components/QueryStates';
import { EmptyState, PageHeader, Skeleton } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { TrainingLesson } from './training/TrainingLesson';
import { useTrainingModule } from './training/useTrainingModules';

export function TrainingModulePage() {
  const slug = useParams().slug ?? '';
  const { data, loading, error } = useTrainingModule(slug);
  const trainingModule = data?.trainingModule;
  useDocumentTitle(trainingModule?.title ?? 'Training');
  const lessons = [...(trainingModule?.lessons ?? [])].sort((a, b) => a.order - b.order);

  if (loading && !data) {
    return (
      <div className="page container container--narrow">
        <p role="status" className="sr-only">
          Loading…
        </p>
        <div className="stack" aria-hidden="true">
          <Skeleton width="50%" height={48} />
          <Skeleton height={18} />
          <Skeleton height={200} />
        </div>
      </div>
    );
  }

  if (error && !data) return <PageLoadFailed error={error} failedText="Failed to load module" />;

  if (!trainingModule) return <PageNotFound icon="book" backTo="/training" backLabel="All modules" />;

  return (
    <div className="page container container--narrow">
      <PageHeader
        eyebrow="Training module"
        title={trainingModule.title}
        description={trainingModule.description || undefined}
      />
      {lessons.length === 0 ? (
        <EmptyState icon="book" title="No lessons yet." />
      ) : (
        <ol className="lessons" aria-label="Lessons">
          {lessons.map((lesson) => (
            <TrainingLesson key={lesson.id} lesson={lesson} />
          ))}
        </ol>
      )}
    </div>
  );
}

import './TrainingPage.css';

import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';

import { PageLoadFailed, PageNotFound } from '../components/QueryStates';
import { ServerContent } from '../components/ServerContent';
import { EmptyState, PageHeader, Skeleton } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { TrainingLesson } from './training/TrainingLesson';
import { useTrainingModule } from './training/useTrainingModules';

const messages = defineMessages({
  documentTitle: { id: 'training.module.documentTitle', defaultMessage: 'Training' },
  failed: { id: 'training.module.failed', defaultMessage: 'Failed to load module' },
  allModules: { id: 'training.module.allModules', defaultMessage: 'All modules' },
  eyebrow: { id: 'training.module.eyebrow', defaultMessage: 'Training module' },
  lessons: { id: 'training.module.lessons', defaultMessage: 'Lessons' },
});

export function TrainingModulePage() {
  const intl = useIntl();
  const slug = useParams().slug ?? '';
  const { data, loading, error } = useTrainingModule(slug);
  const trainingModule = data?.trainingModule;
  useDocumentTitle(trainingModule?.title ?? intl.formatMessage(messages.documentTitle));
  const lessons = [...(trainingModule?.lessons ?? [])].sort((a, b) => a.order - b.order);

  if (loading && !data) {
    return (
      <ServerContent
        fallback={
          <div className="page container container--narrow">
            <p role="status" className="sr-only">
              <FormattedMessage id="training.module.loading" defaultMessage="Loading…" />
            </p>
            <div className="stack" aria-hidden="true">
              <Skeleton width="50%" height={48} />
              <Skeleton height={18} />
              <Skeleton height={200} />
            </div>
          </div>
        }
      />
    );
  }

  if (error && !data) return <PageLoadFailed error={error} failedText={intl.formatMessage(messages.failed)} />;

  if (!trainingModule)
    return <PageNotFound icon="book" backTo="/training" backLabel={intl.formatMessage(messages.allModules)} />;

  return (
    <div className="page container container--narrow">
      <PageHeader
        eyebrow={intl.formatMessage(messages.eyebrow)}
        title={trainingModule.title}
        description={trainingModule.description || undefined}
      />
      {lessons.length === 0 ? (
        <EmptyState
          icon="book"
          title={<FormattedMessage id="training.module.empty" defaultMessage="No lessons yet." />}
        />
      ) : (
        <ol className="lessons" aria-label={intl.formatMessage(messages.lessons)}>
          {lessons.map((lesson) => (
            <TrainingLesson key={lesson.id} lesson={lesson} />
          ))}
        </ol>
      )}
    </div>
  );
}

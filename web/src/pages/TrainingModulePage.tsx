import './TrainingPage.css';

import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';

import { Alert, ButtonLink, EmptyState, PageHeader, Skeleton } from '../components/ui';
import { errorMessage } from '../lib/errors';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { TRAINING_MODULE_QUERY } from '../operations/training';
import { LessonVideo } from './training/LessonVideo';

/** Lesson text is shown as plain paragraphs (never as HTML): blank lines separate paragraphs. */
function LessonContent({ content }: { content: string }) {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="lesson__content">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export function TrainingModulePage() {
  const slug = useParams().slug ?? '';
  const { data, loading, error } = useQuery(TRAINING_MODULE_QUERY, { variables: { slugOrId: slug } });
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

  if (error && !data) {
    return (
      <div className="page container container--narrow">
        <Alert variant="error">{errorMessage(error, 'Failed to load module')}</Alert>
      </div>
    );
  }

  if (!trainingModule) {
    return (
      <div className="page container container--narrow">
        <EmptyState
          icon="book"
          title="Not found."
          action={
            <ButtonLink to="/training" variant="secondary">
              All modules
            </ButtonLink>
          }
        />
      </div>
    );
  }

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
            <li key={lesson.id} className="lesson">
              <h2 className="lesson__title">
                <span className="lesson__order">Lesson {lesson.order}</span>
                {lesson.title}
              </h2>
              {lesson.videoUrl && <LessonVideo url={lesson.videoUrl} title={lesson.title} />}
              <LessonContent content={lesson.content} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

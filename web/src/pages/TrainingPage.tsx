import './TrainingPage.css';

import { Link } from 'react-router-dom';

import { QueryPlaceholder } from '../components/QueryStates';
import { Card, EmptyState, Icon, PageHeader, SkeletonText } from '../components/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useTrainingModules } from './training/useTrainingModules';

function trainingModulePath(slug: string): string {
  return `/training/${encodeURIComponent(slug)}`;
}

export function TrainingPage() {
  useDocumentTitle('Training');
  const { data, loading, error } = useTrainingModules();
  const modules = data?.trainingModules ?? [];

  return (
    <div className="page container">
      <PageHeader
        eyebrow="Pilgrim preparation"
        title="Prepare with confidence"
        description="Short lessons on the rites of Umrah, travel practicalities and the etiquette of the two holy mosques."
      />
      {!data && (
        <QueryPlaceholder
          error={error}
          loading={loading}
          failedText="Failed to load training modules"
          loadingText="Loading modules…"
        >
          <div className="training-grid">
            {[0, 1, 2].map((index) => (
              <Card key={index} aria-hidden="true" className="training-card">
                <SkeletonText titleHeight={28} lineHeight={16} lastLineWidth="40%" />
              </Card>
            ))}
          </div>
        </QueryPlaceholder>
      )}
      {data && modules.length === 0 && <EmptyState icon="book" title="No modules yet." />}
      {modules.length > 0 && (
        <div className="training-grid">
          {modules.map((trainingModule, index) => (
            <Card as="article" key={trainingModule.id} interactive className="training-card">
              <span className="training-card__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 className="training-card__title">
                <Link to={trainingModulePath(trainingModule.slug)}>{trainingModule.title}</Link>
              </h2>
              {trainingModule.description && <p className="muted">{trainingModule.description}</p>}
              <p className="training-card__meta">
                <Icon name="book" />
                {trainingModule.lessons.length} {trainingModule.lessons.length === 1 ? 'lesson' : 'lessons'}
              </p>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}

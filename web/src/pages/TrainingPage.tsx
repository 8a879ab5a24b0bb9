import './TrainingPage.css';

import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { HeadedPage } from '../components/HeadedPage';
import { QueryPlaceholder } from '../components/QueryStates';
import { ServerContent } from '../components/ServerContent';
import { Card, EmptyState, Icon, SkeletonText } from '../components/ui';
import { useTrainingModules } from './training/useTrainingModules';

const messages = defineMessages({
  documentTitle: { id: 'training.page.documentTitle', defaultMessage: 'Training' },
  eyebrow: { id: 'training.page.eyebrow', defaultMessage: 'Pilgrim preparation' },
  title: { id: 'training.page.title', defaultMessage: 'Prepare with confidence' },
  description: {
    id: 'training.page.description',
    defaultMessage:
      'Short lessons on the rites of Umrah, travel practicalities and the etiquette of the two holy mosques.',
  },
  failed: { id: 'training.page.failed', defaultMessage: 'Failed to load training modules' },
  loading: { id: 'training.page.loading', defaultMessage: 'Loading modules…' },
});

const PAGE_TEXTS = {
  title: messages.documentTitle,
  eyebrow: messages.eyebrow,
  heading: messages.title,
  description: messages.description,
};

function trainingModulePath(slug: string): string {
  return `/training/${encodeURIComponent(slug)}`;
}

export function TrainingPage() {
  const intl = useIntl();
  const { data, loading, error } = useTrainingModules();
  const modules = data?.trainingModules ?? [];

  const page = (
    <HeadedPage texts={PAGE_TEXTS}>
      {!data && (
        <QueryPlaceholder
          error={error}
          loading={loading}
          failedText={intl.formatMessage(messages.failed)}
          loadingText={intl.formatMessage(messages.loading)}
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
      {data && modules.length === 0 && (
        <EmptyState
          icon="book"
          title={<FormattedMessage id="training.page.empty" defaultMessage="No modules yet." />}
        />
      )}
      {modules.length > 0 && (
        <div className="training-grid">
          {modules.map((trainingModule, index) => (
            <Card as="article" key={trainingModule.id} interactive className="training-card">
              <span className="training-card__number" aria-hidden="true">
                {intl.formatNumber(index + 1, { minimumIntegerDigits: 2 })}
              </span>
              <h2 className="training-card__title">
                <Link to={trainingModulePath(trainingModule.slug)}>{trainingModule.title}</Link>
              </h2>
              {trainingModule.description && <p className="muted">{trainingModule.description}</p>}
              <p className="training-card__meta">
                <Icon name="book" />
                <FormattedMessage
                  id="training.page.lessonCount"
                  defaultMessage="{count, plural, one {# lesson} other {# lessons}}"
                  values={{ count: trainingModule.lessons.length }}
                />
              </p>
            </Card>
          ))}
        </div>
      )}
    </HeadedPage>
  );
  // A first visit shows what the server wrote of the list until the app has the modules.
  return loading && !data ? <ServerContent fallback={page} /> : page;
}

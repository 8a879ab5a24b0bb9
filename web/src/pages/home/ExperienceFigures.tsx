import './ExperienceFigures.css';

import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { DISPLAYED_RATING, EXPERIENCE_FIGURES } from './homeContent';
import { HomeSection } from './HomeSection';

const messages = defineMessages<{
  readonly ratingLabel: NoMessageValues;
  readonly ratingDetail: NoMessageValues;
  readonly orMore: { readonly number: MessageValue };
}>({
  ratingLabel: { id: 'home.figures.rating.label', defaultMessage: 'Pilgrim rating' },
  ratingDetail: { id: 'home.figures.rating.detail', defaultMessage: 'Out of 5, as our pilgrims rate us' },
  orMore: { id: 'home.figures.orMore', defaultMessage: '{number}+' },
});

export function ExperienceFigures() {
  const intl = useIntl();
  const figures = [
    ...EXPERIENCE_FIGURES.map((figure) => {
      const number = intl.formatNumber(figure.value);
      return {
        value: 'orMore' in figure ? intl.formatMessage(messages.orMore, { number }) : number,
        label: intl.formatMessage(figure.label),
        detail: intl.formatMessage(figure.detail),
      };
    }),
    {
      value: intl.formatNumber(DISPLAYED_RATING, { minimumFractionDigits: 1 }),
      label: intl.formatMessage(messages.ratingLabel),
      detail: intl.formatMessage(messages.ratingDetail),
    },
  ];
  return (
    <HomeSection
      titleId="figures-title"
      title={<FormattedMessage id="home.figures.title" defaultMessage="Our experience" />}
      titleClassName="sr-only"
    >
      <dl className="figures">
        {figures.map((figure) => (
          <div key={figure.label} className="figure">
            <dt className="figure__label">{figure.label}</dt>
            <dd className="figure__value">{figure.value}</dd>
            <dd className="figure__detail">{figure.detail}</dd>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}

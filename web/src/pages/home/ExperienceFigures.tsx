import './ExperienceFigures.css';

import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';

import { Skeleton } from '../../components/ui';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { EXPERIENCE_FIGURES } from './homeContent';
import { HomeSection } from './HomeSection';

/** The figures an admin keeps true in the back-office (Site settings); the spec's until changed. */
export const EXPERIENCE_FIGURES_FRAGMENT = graphql(`
  fragment ExperienceFigures on SiteSettings {
    yearsOfService
    partnerHotels
    pilgrimsServed
    rating
  }
`);

const messages = defineMessages<{
  readonly ratingLabel: NoMessageValues;
  readonly ratingDetail: NoMessageValues;
  readonly orMore: { readonly number: MessageValue };
}>({
  ratingLabel: { id: 'home.figures.rating.label', defaultMessage: 'Pilgrim rating' },
  ratingDetail: { id: 'home.figures.rating.detail', defaultMessage: 'Out of 5, as our pilgrims rate us' },
  orMore: { id: 'home.figures.orMore', defaultMessage: '{number}+' },
});

/** The home's figures; while the home query loads, their places (the section is below the first screen). */
export function ExperienceFigures({
  settings: ref,
}: {
  settings: FragmentType<typeof EXPERIENCE_FIGURES_FRAGMENT> | undefined;
}) {
  const intl = useIntl();
  const settings = getFragmentData(EXPERIENCE_FIGURES_FRAGMENT, ref);
  const figures = [
    ...EXPERIENCE_FIGURES.map((figure) => {
      const number = settings && intl.formatNumber(settings[figure.field]);
      return {
        value: number && 'orMore' in figure ? intl.formatMessage(messages.orMore, { number }) : number,
        label: intl.formatMessage(figure.label),
        detail: intl.formatMessage(figure.detail),
      };
    }),
    {
      value: settings && intl.formatNumber(settings.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
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
      <dl className="figures" aria-busy={!settings}>
        {figures.map((figure) => (
          <div key={figure.label} className="figure">
            <dt className="figure__label">{figure.label}</dt>
            <dd className="figure__value">{figure.value ?? <Skeleton width="1.6em" height="0.9em" />}</dd>
            <dd className="figure__detail">{figure.detail}</dd>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}

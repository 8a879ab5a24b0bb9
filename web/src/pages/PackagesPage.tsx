import { defineMessages, useIntl } from 'react-intl';

import { HeadedPage } from '../components/HeadedPage';
import { PackageList } from '../components/packages/PackageCard';
import { usePackages } from '../components/packages/usePackages';
import { ServerContent } from '../components/ServerContent';

const messages = defineMessages({
  title: { id: 'packages.page.documentTitle', defaultMessage: 'Packages' },
  eyebrow: { id: 'packages.page.eyebrow', defaultMessage: 'Umrah packages' },
  heading: { id: 'packages.page.title', defaultMessage: 'Journeys for every pilgrim' },
  description: {
    id: 'packages.page.description',
    defaultMessage:
      'Each package includes visas, hotels close to the Haram, transfers and a guide who has walked the path many times.',
  },
  empty: {
    id: 'packages.page.empty',
    defaultMessage: 'New departures are being prepared. Ask us for a tailored plan in the meantime.',
  },
});

export function PackagesPage() {
  const intl = useIntl();
  const { data, loading, error } = usePackages();

  const page = (
    <HeadedPage texts={messages}>
      <PackageList
        packages={data?.packages}
        loading={loading}
        error={error}
        skeletons={6}
        emptyDescription={intl.formatMessage(messages.empty)}
        eagerImages={3}
        titleLevel={2}
      />
    </HeadedPage>
  );
  // A first visit shows what the server wrote of the list until the app has the packages.
  return loading && !data ? <ServerContent fallback={page} /> : page;
}

import { useSearchParams } from 'react-router-dom';

import { TabPanel, Tabs } from '../../components/ui';
import { AdminPage } from '../components/AdminPage';
import { ClassesTab } from './packages/ClassesTab';
import { ModesTab } from './packages/ModesTab';
import { PackagesTab } from './packages/PackagesTab';

type CatalogTab = 'packages' | 'modes' | 'classes';

const TABS: { value: CatalogTab; label: string }[] = [
  { value: 'packages', label: 'Packages' },
  { value: 'modes', label: 'Transport Modes' },
  { value: 'classes', label: 'Service Classes' },
];

const TABS_ID = 'admin-catalog';

function isTab(value: string | null): value is CatalogTab {
  return TABS.some((tab) => tab.value === value);
}

/** Packages, Transport Modes and Service Classes; the open tab is kept in the URL (?tab=modes). */
export function PackagesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: CatalogTab = isTab(raw) ? raw : 'packages';
  return (
    <AdminPage
      title="Packages"
      description="The catalogue: packages, and the transport modes and service classes of custom trips."
    >
      <Tabs
        id={TABS_ID}
        label="Catalogue"
        tabs={TABS}
        value={tab}
        onChange={(next) => setParams(next === 'packages' ? {} : { tab: next }, { replace: true })}
      />
      <TabPanel tabsId={TABS_ID} value={tab}>
        {tab === 'packages' && <PackagesTab />}
        {tab === 'modes' && <ModesTab />}
        {tab === 'classes' && <ClassesTab />}
      </TabPanel>
    </AdminPage>
  );
}

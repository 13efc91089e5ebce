import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AreaContext } from './AreaContext';
import { AreaMenu } from './AreaMenu';
import { StaffAppBar } from './StaffAppBar';
import type { AreaNavigation } from './areaNavigation';

/** react-admin's responsive layout (drawer menu on phones) with the menu of one staff area. */
export const StaffLayout = ({ area, children }: { area: AreaNavigation; children: ReactNode }) => (
  <AreaContext.Provider value={area}>
    <Layout menu={AreaMenu} appBar={StaffAppBar}>
      {children}
    </Layout>
  </AreaContext.Provider>
);

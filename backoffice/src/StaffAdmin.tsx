import { Admin, CustomRoutes, memoryStore, Navigate, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AccountPage } from './account/AccountPage';
import { authProvider } from './auth/authProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AREA_NAVIGATION } from './layout/areaNavigation';
import { StaffAreaRoute } from './layout/StaffAreaRoute';
import { StaffNotification } from './layout/StaffNotification';
import { LoginPage } from './login/LoginPage';
import { MaintenancePage } from './maintenance/MaintenancePage';
import { AreasPage } from './areas/AreasPage';
import { OutboxList } from './outbox/OutboxList';
import { NotificationList } from './notifications/NotificationList';
import { OutageHistoryReportPage } from './outage-history/OutageHistoryReportPage';
import { PriorityAccessLogList } from './priority-customers/PriorityAccessLogList';
import { ReportsPage } from './reports/ReportsPage';
import { HomeRedirect } from './pages/HomeRedirect';
import { StaffNotFound } from './pages/StaffNotFound';
import { WithPathId } from './pages/WithPathId';
import { dataProvider } from './providers/dataProvider';
import { theme } from './theme';
import plannedOutages from './planned-outages';
import users from './users';
import audit from './audit';

const { ADMIN, DISPATCHER, ACCEPTER, CALLCENTER } = AREA_NAVIGATION;

/**
 * The back office. Paths follow the spec's route table (§2.1) exactly, so every screen is a custom
 * route: react-admin's resource routes would be /users, /users/create ... Each staff area is one
 * parent route whose element guards it (session + role) and wraps it in the area's layout.
 * Needs a router around it (App.tsx: browser history; tests: a memory router).
 */
export const StaffAdmin = () => (
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    notification={StaffNotification}
    theme={theme}
    title="app.title"
    // List params live in the URL; a memory store keeps one person's UI state from outliving the
    // tab on a shared staff computer (react-admin would otherwise persist it in local storage).
    store={memoryStore()}
    // Otherwise react-admin calls a marmelab host on start.
    disableTelemetry
  >
    {/* Registered without screens: gives react-admin the resource definitions (labels, cache). */}
    <Resource name="users" recordRepresentation="fullName" icon={users.icon} />
    <Resource name="roles" recordRepresentation="name" />
    <Resource name="plannedOutages" recordRepresentation="id" icon={plannedOutages.icon} />
    <Resource name="acceptStatuses" recordRepresentation="name" />
    <Resource name="audit" recordRepresentation="id" icon={audit.icon} />
    <Resource name="mailOutbox" />
    <Resource name="smsOutbox" />
    <Resource name="notifications" />
    <Resource name="priorityAccessLog" />
    <CustomRoutes noLayout>
      <Route path="/" element={<HomeRedirect />} />
      <Route path={ADMIN.base} element={<StaffAreaRoute area={ADMIN} />}>
        <Route index element={<Navigate to="users" replace />} />
        <Route path="users" element={<users.list />} />
        <Route path="user/add" element={<users.create />} />
        <Route
          path="user/edit/:id"
          element={
            <WithPathId>
              <users.edit />
            </WithPathId>
          }
        />
        <Route path="user/profile" element={<AccountPage />} />
        <Route path="areas" element={<AreasPage />} />
        <Route path="maintenance" element={<MaintenancePage />} />
        <Route path="outbox" element={<OutboxList />} />
        <Route path="notifications" element={<NotificationList />} />
        <Route path="outage-history" element={<OutageHistoryReportPage />} />
        <Route path="priority-access" element={<PriorityAccessLogList />} />
        <Route path="audit" element={<audit.list />} />
        <Route
          path="audit/:id"
          element={
            <WithPathId>
              <audit.show />
            </WithPathId>
          }
        />
        <Route path="*" element={<StaffNotFound />} />
      </Route>
      <Route path={DISPATCHER.base} element={<StaffAreaRoute area={DISPATCHER} />}>
        <Route index element={<Navigate to="planned-my" replace />} />
        <Route path="planned-my" element={<plannedOutages.list.masterMy />} />
        <Route path="planned-all" element={<plannedOutages.list.masterAll />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="planned/add" element={<plannedOutages.create />} />
        <Route
          path="planned/edit/:id"
          element={
            <WithPathId>
              <plannedOutages.edit />
            </WithPathId>
          }
        />
        <Route
          path="planned/show/:id"
          element={
            <WithPathId>
              <plannedOutages.show />
            </WithPathId>
          }
        />
        <Route path="user/profile" element={<AccountPage />} />
        <Route path="*" element={<StaffNotFound />} />
      </Route>
      <Route path={ACCEPTER.base} element={<StaffAreaRoute area={ACCEPTER} />}>
        <Route index element={<Navigate to="planned" replace />} />
        <Route path="planned" element={<plannedOutages.list.accepter />} />
        <Route
          path="planned/show/:id"
          element={
            <WithPathId>
              <plannedOutages.show />
            </WithPathId>
          }
        />
        <Route path="user" element={<AccountPage />} />
        <Route path="*" element={<StaffNotFound />} />
      </Route>
      <Route path={CALLCENTER.base} element={<StaffAreaRoute area={CALLCENTER} />}>
        <Route index element={<Navigate to="planned" replace />} />
        <Route path="planned" element={<plannedOutages.list.callCenter />} />
        <Route
          path="planned/show/:id"
          element={
            <WithPathId>
              <plannedOutages.show />
            </WithPathId>
          }
        />
        <Route path="user" element={<AccountPage />} />
        <Route path="*" element={<StaffNotFound />} />
      </Route>
    </CustomRoutes>
  </Admin>
);

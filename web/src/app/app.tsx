import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client';
import { Suspense, useEffect, useMemo, useRef, type ReactElement } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { CallbackPage } from '../features/auth/callback-page';
import { InactivityPage } from '../features/auth/inactivity-page';
import { OnboardingPage } from '../features/onboarding/onboarding-page';
import { COMPANY_AGREEMENTS, pendingAgreements } from '../features/onboarding/operations';
import type { CompanyAgreementsQuery } from '../generated/graphql';
import { ToastProvider } from '../ui/toast';
import { Unreachable, isUnreachable } from '../ui/unreachable';
import { createApolloClient } from './apollo';
import { ErrorBoundary } from './error-boundary';
import { Gate } from './gate';
import { Layout } from './layout';
import { lazyScreen } from './lazy';
import { allowedRoutes, deniedRoutes } from './routes';
import { ME, type Me } from './session';
import layoutStyles from './layout.module.css';
import { ShellSkeleton } from '../ui/skeleton';

// Signed out too, so loaded on its own: its form (react-hook-form, zod) stays out of the first bundle.
const ForgotPasswordPage = lazyScreen('forgot-password', () => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage));
const DashboardPage = lazyScreen('dashboard', () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage));
const BudgetsPage = lazyScreen('budgets', () => import('../features/budgets/budgets-routes').then((m) => m.BudgetsRoutes));
const MyWalletPage = lazyScreen('my-wallet', () => import('../features/my-wallet/my-wallet-routes').then((m) => m.MyWalletRoutes));

const CardsPage = lazyScreen('cards', () => import('../features/cards/cards-routes').then((m) => m.CardsRoutes));
const TransactionsPage = lazyScreen('transactions', () => import('../features/transactions/transactions-routes').then((m) => m.TransactionsRoutes));
const MileagePage = lazyScreen('mileage', () => import('../features/mileage/mileage-routes').then((m) => m.MileageRoutes));
const StatementsPage = lazyScreen('statements', () => import('../features/statements/statements-page').then((m) => m.StatementsRoutes));
const MileageSettingsPage = lazyScreen('mileage-settings', () => import('../features/mileage/mileage-settings-page').then((m) => m.MileageSettingsPage));
const MccCodesPage = lazyScreen('mcc-codes', () => import('../features/settings/mcc-codes-page').then((m) => m.MccCodesPage));
const AlertsPage = lazyScreen('alerts', () => import('../features/alerts/alerts-page').then((m) => m.AlertsPage));
const RequestsPage = lazyScreen('requests', () => import('../features/requests/requests-page').then((m) => m.RequestsPage));
const ApprovalLevelsPage = lazyScreen('approval-levels', () => import('../features/settings/approval-levels-page').then((m) => m.ApprovalLevelsPage));
const ActivityPage = lazyScreen('activity', () => import('../features/history/activity-page').then((m) => m.ActivityPage));
const ControlsPage = lazyScreen('controls', () => import('../features/controls/controls-page').then((m) => m.ControlsPage));

const MembersPage = lazyScreen('members', () => import('../features/members/members-page').then((m) => m.MembersPage));
const OutOfOfficePage = lazyScreen('out-of-office', () => import('../features/settings/out-of-office-page').then((m) => m.OutOfOfficePage));
const ProfilePage = lazyScreen('profile', () => import('../features/settings/profile-page').then((m) => m.ProfilePage));
const PasswordPage = lazyScreen('password', () => import('../features/settings/password-page').then((m) => m.PasswordPage));
const EmptySettingsPage = lazyScreen('empty-settings', () => import('../features/settings/empty-settings-page').then((m) => m.EmptySettingsPage));
const AcknowledgmentsPage = lazyScreen('acknowledgments', () => import('../features/settings/acknowledgments-page').then((m) => m.AcknowledgmentsPage));
const CompaniesPage = lazyScreen('companies', () => import('../features/companies/companies-page').then((m) => m.CompaniesPage));
const CompanyPage = lazyScreen('company', () => import('../features/companies/company-page').then((m) => m.CompanyPage));
const GlCodesPage = lazyScreen('gl-codes', () => import('../features/coding/gl-codes-page').then((m) => m.GlCodesPage));
const CustomFieldsPage = lazyScreen('custom-fields', () => import('../features/coding/custom-fields-page').then((m) => m.CustomFieldsPage));
const ProjectsPage = lazyScreen('projects', () => import('../features/coding/projects-page').then((m) => m.ProjectsPage));
const CodingRulesPage = lazyScreen('coding-rules', () => import('../features/coding/coding-rules-page').then((m) => m.CodingRulesPage));
const ApiClientsPage = lazyScreen('api-clients', () => import('../features/api-clients/api-clients-page').then((m) => m.ApiClientsPage));
const CompanySettingsPage = lazyScreen('company-settings', () => import('../features/settings/company-settings-page').then((m) => m.CompanySettingsPage));
const IntegrationsPage = lazyScreen('integrations', () => import('../features/settings/integrations-page').then((m) => m.IntegrationsPage));
const BooksPolicyPage = lazyScreen('books-policy', () => import('../features/settings/books-policy-page').then((m) => m.BooksPolicyPage));
const ExpensePolicyPage = lazyScreen('expense-policy', () => import('../features/settings/expense-policy-page').then((m) => m.ExpensePolicyPage));
const CompanyActionPage = lazyScreen('company-action', () => import('../features/companies/company-edit-page').then((m) => m.CompanyActionPage));
const RewardsPage = lazyScreen('rewards', () => import('../features/account/rewards-page').then((m) => m.RewardsPage));
const AccountSettingsPage = lazyScreen('account-settings', () => import('../features/account/account-settings-page').then((m) => m.AccountSettingsPage));
const WebhooksPage = lazyScreen('webhooks', () => import('../features/webhooks/webhooks-page').then((m) => m.WebhooksPage));
const NewCompanyPage = lazyScreen('new-company', () => import('../features/companies/new-company-page').then((m) => m.NewCompanyPage));

// The screen a page load opens on starts loading alongside the session check and the shell's first
// queries rather than after them: otherwise its code, then its data, wait in line behind both.
const FIRST_SCREENS: [RegExp, { preload: () => void }][] = [
  [/^\/dashboard/, DashboardPage],
  [/^\/budgets/, BudgetsPage],
  [/^\/my-wallet/, MyWalletPage],
  [/^\/transactions\/?$/, TransactionsPage],
];
FIRST_SCREENS.find(([path]) => path.test(window.location.pathname))?.[1].preload();

/** Once signed in, the dashboard's headline figures are asked for with the shell's own first queries. */
let prefetched = false;
const usePrefetchFirstScreen = (): void => {
  const client = useApolloClient();
  useEffect(() => {
    if (prefetched || !window.location.pathname.startsWith('/dashboard')) return;
    prefetched = true;
    void import('../features/dashboard/prefetch').then((m) => m.prefetchDashboard(client));
  }, [client]);
};

/** The screen of each route in routes.ts, by path. */
const PAGES: Record<string, ReactElement> = {
  '/dashboard': <DashboardPage />,
  '/budgets': <BudgetsPage />,
  '/my-wallet': <MyWalletPage />,
  '/members': <MembersPage />,
  '/alerts': <AlertsPage />,
  '/alerts/activity': <ActivityPage />,
  '/cards': <CardsPage />,
  '/transactions': <TransactionsPage />,
  '/transactions/mileage': <MileagePage />,
  '/transactions/statements': <StatementsPage />,
  '/settings/mileage': <MileageSettingsPage />,
  '/settings/company': <CompanySettingsPage />,
  '/settings/card-account': <AccountSettingsPage />,
  '/rewards': <RewardsPage />,
  '/settings/mcc-codes': <MccCodesPage />,
  '/settings/integrations': <IntegrationsPage />,
  '/settings/webhooks': <WebhooksPage />,
  '/settings/approval-levels': <ApprovalLevelsPage />,
  '/settings/gl-codes': <GlCodesPage />,
  '/settings/custom-fields': <CustomFieldsPage />,
  '/settings/projects': <ProjectsPage />,
  '/settings/coding-rules': <CodingRulesPage />,
  '/settings/api-clients': <ApiClientsPage />,
  '/settings/receipts-&-coding': <BooksPolicyPage />,
  '/settings/expense-policy': <ExpensePolicyPage />,
  '/settings': <Navigate to="/settings/account/profile-information" replace />,
  '/settings/account/profile-information': <ProfilePage />,
  '/settings/account/out-of-office': <OutOfOfficePage />,
  '/settings/account/password': <PasswordPage />,
  '/settings/account/notifications': <EmptySettingsPage />,
  '/settings/account/security': <EmptySettingsPage />,
  '/settings/acknowledgments-&-notices': <AcknowledgmentsPage />,
  '/companies': <CompaniesPage />,
  '/companies/primary': <CompanyPage />,
  '/companies/new': <NewCompanyPage />,
  '/companies/:companyId': <CompanyPage />,
  '/companies/:companyId/:action': <CompanyActionPage />,
};

/** A screen the user's role may not open: said plainly, with the navigation still there. */
const NoAccess = ({ label, changed = false }: { label: string; changed?: boolean }) => (
  <p role="alert" data-testid="no-access">
    {changed ? `Your access has changed: you can no longer open ${label}.` : `You do not have access to ${label}.`} Ask an admin of your company if you need it.
  </p>
);

/**
 * After sign-in, the agreement check: /onboarding is the only screen while a required agreement is
 * unaccepted. Then routes filtered by the user's roles; the root goes to the first allowed one,
 * unknown paths to the root.
 */
const SignedIn = () => {
  const location = useLocation();
  usePrefetchFirstScreen();
  const me = useQuery<Me>(ME);
  const agreements = useQuery<CompanyAgreementsQuery>(COMPANY_AGREEMENTS);
  const data = me.data;
  // The roles this tab opened with: a screen they gave and the current ones do not (a role lost
  // meanwhile, issue #29) says so in place rather than sending its address to the root.
  const openedWith = useRef<readonly string[] | null>(null);
  if (data) openedWith.current ??= data.me.roles;
  // An API that does not answer gets a way to try again, not "Loading…" for ever.
  if (isUnreachable(me.error) || isUnreachable(agreements.error)) {
    return (
      <div className={layoutStyles.loading}>
        <Unreachable onRetry={() => Promise.all([me.refetch(), agreements.refetch()])} />
      </div>
    );
  }
  // An agreements query error goes to the error screen (spec 7).
  if (agreements.error) throw agreements.error;
  if (!data || !agreements.data) return <ShellSkeleton />;
  const pending = pendingAgreements(agreements.data.companyAgreements);
  if (pending.length > 0) {
    return (
      <Routes>
        <Route path="/onboarding" element={<OnboardingPage pending={pending} />} />
        <Route path="*" element={<Navigate to="/onboarding" replace state={{ returnTo: `${location.pathname}${location.search}` }} />} />
      </Routes>
    );
  }
  const routes = allowedRoutes(data.me.roles, data.company.isReseller);
  // A route with no screen here (/transactions/payments, /cards/external) is answered by its parent's nested routes.
  const denied = deniedRoutes(data.me.roles, data.company.isReseller).filter((route) => PAGES[route.path]);
  const lost = allowedRoutes(openedWith.current ?? [], data.company.isReseller).filter((route) => PAGES[route.path] && !routes.some((r) => r.path === route.path));
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.filter((route) => PAGES[route.path]).map((route) => (
          <Route key={route.path} path={route.nested ? `${route.path}/*` : route.path} element={PAGES[route.path]} />
        ))}
        {denied.map((route) => (
          <Route key={route.path} path={route.path} element={<NoAccess label={route.label} changed={lost.some((r) => r.path === route.path)} />} />
        ))}
        {lost.filter((route) => !denied.includes(route)).map((route) => (
          <Route key={route.path} path={route.nested ? `${route.path}/*` : route.path} element={<NoAccess label={route.label} changed />} />
        ))}
        {routes.some((r) => r.path === '/alerts') && <Route path="/alerts/requests" element={<RequestsPage />} />}
        {routes.some((r) => r.path === '/alerts') && <Route path="/alerts/controls" element={<ControlsPage />} />}
        <Route index element={<Navigate to={routes[0]?.path ?? '/inactivity'} replace />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
};

const SignedInWithFallback = () => (
  <ErrorBoundary resetKey={useLocation().pathname}>
    <SignedIn />
  </ErrorBoundary>
);

export const App = () => {
  const client = useMemo(createApolloClient, []);
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="/forgot-password" element={<Suspense fallback={null}><ForgotPasswordPage /></Suspense>} />
        <Route path="/inactivity" element={<InactivityPage />} />
        <Route
          path="*"
          element={
            <Gate>
              <ApolloProvider client={client}>
                <ToastProvider>
                  <SignedInWithFallback />
                </ToastProvider>
              </ApolloProvider>
            </Gate>
          }
        />
      </Routes>
    </BrowserRouter>
  );
};

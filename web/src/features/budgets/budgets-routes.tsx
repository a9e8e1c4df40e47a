import { allowedRouteGroups } from '@spend/domain';
import { Navigate, Route, Routes } from 'react-router-dom';
import { readDevFlags } from '../../app/dev-flags';
import { useCan } from '../../ui/use-can';
import { BudgetPage } from './budget-page';
import { BudgetSettingsPage } from './budget-settings-page';
import { BudgetsPage } from './budgets-page';
import { SpenderPage } from './spender-page';

/** Everything under /budgets; the settings and spender screens only for the roles whose route set has them (spec 6). */
export const BudgetsRoutes = () => {
  const { roles } = useCan();
  const groups = allowedRouteGroups(roles, { enableMultiOrgRoles: readDevFlags().has('enableMultiOrgRoles') });
  return (
    <Routes>
      <Route index element={<BudgetsPage />} />
      <Route path=":budgetId" element={<BudgetPage />} />
      {groups.has('budgetSettings') && <Route path=":budgetId/settings/*" element={<BudgetSettingsPage />} />}
      {groups.has('spenders') && <Route path=":budgetId/spenders/:userId" element={<SpenderPage />} />}
      <Route path="*" element={<Navigate to="/budgets" replace />} />
    </Routes>
  );
};

import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../ui/button';
import type { DropdownMenu as Menu } from '../ui/dropdown-menu';
import { useCan } from '../ui/use-can';

// The menu (Radix and its positioning engine) loads just after the header renders, and the dialogs
// (and their form libraries) when first opened: not with the app, whose first screen needs neither.
const BudgetFormDialog = lazy(() => import('../features/budgets/budget-form-dialog').then((m) => ({ default: m.BudgetFormDialog })));
const CreateMemberDialog = lazy(() => import('../features/members/create-member-dialog').then((m) => ({ default: m.CreateMemberDialog })));

/** The budget in the URL (a budget's screens or a wallet budget), if any. */
export const budgetInPath = (pathname: string): string | null => /^\/(?:my-wallet\/)?budgets\/([^/]+)/.exec(pathname)?.[1] ?? null;

/**
 * The Add menu of spec 2.3: Budget (or Sub Budget when a budget is in the URL) and Member, each
 * offered only by the permission table; so a Budget Owner sees it only on a budget's screens.
 */
export const AddMenu = () => {
  const { pathname } = useLocation();
  const { can } = useCan();
  const [DropdownMenu, setDropdownMenu] = useState<typeof Menu | null>(null);
  // A click before the menu's code arrives opens it as soon as it does.
  const [openOnLoad, setOpenOnLoad] = useState(false);
  useEffect(() => {
    let live = true;
    void import('../ui/dropdown-menu').then((m) => live && setDropdownMenu(() => m.DropdownMenu));
    return () => {
      live = false;
    };
  }, []);
  const [open, setOpen] = useState<'budget' | 'member' | null>(null);
  const budgetId = budgetInPath(pathname);
  const items = [
    ...(budgetId ? (can('budget.edit') ? [['budget', 'Sub Budget'] as const] : []) : can('budget.settings.edit') ? [['budget', 'Budget'] as const] : []),
    ...(can('teamMembers.create') || can('multiTeamMembers.create') ? [['member', 'Member'] as const] : []),
  ];
  if (items.length === 0) return null;
  const trigger = (onClick?: () => void) => (
    <Button variant="primary" size="small" aria-label="Add" onClick={onClick}>
      + Add
    </Button>
  );
  return (
    <>
      {DropdownMenu ? (
        <DropdownMenu defaultOpen={openOnLoad} trigger={trigger()} items={items.map(([kind, label]) => ({ key: kind, label, onSelect: () => setOpen(kind) }))} />
      ) : (
        trigger(() => setOpenOnLoad(true))
      )}
      <Suspense fallback={null}>
        {open === 'budget' && <BudgetFormDialog open onOpenChange={(o) => !o && setOpen(null)} mode={{ kind: 'create', sub: !!budgetId, parentId: budgetId }} />}
        {open === 'member' && <CreateMemberDialog open onOpenChange={(o) => !o && setOpen(null)} />}
      </Suspense>
    </>
  );
};

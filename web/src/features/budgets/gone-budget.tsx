import { Link } from 'react-router-dom';

/**
 * A saved or shared address of a budget that no longer exists, or that the viewer can no longer see
 * (issue #29): a plain message and the way back, never an error page; nothing is asked of the API.
 */
export const GoneBudget = () => (
  <section role="status" data-testid="budget-gone">
    <h1>Budget not found</h1>
    <p>This budget no longer exists, or you no longer have access to it.</p>
    <Link to="/budgets">Back to Budgets</Link>
  </section>
);

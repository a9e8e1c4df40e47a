import { Route, Routes } from 'react-router-dom';
import { TransactionPage } from './transaction-page';
import { TransactionsPage } from './transactions-page';

/** /transactions and /transactions/{transactionId}. */
export const TransactionsRoutes = () => (
  <Routes>
    <Route index element={<TransactionsPage />} />
    <Route path=":transactionId" element={<TransactionPage />} />
  </Routes>
);

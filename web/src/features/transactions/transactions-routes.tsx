import { Route, Routes } from 'react-router-dom';
import { PaymentsPage } from '../account/payments-page';
import { TransactionPage } from './transaction-page';
import { TransactionsPage } from './transactions-page';

/** /transactions, /transactions/payments and /transactions/{transactionId}. */
export const TransactionsRoutes = () => (
  <Routes>
    <Route index element={<TransactionsPage />} />
    <Route path="payments" element={<PaymentsPage />} />
    <Route path=":transactionId" element={<TransactionPage />} />
  </Routes>
);

import { gql, useApolloClient } from '@apollo/client';
import { useState } from 'react';
import type {
  CardOrderByInput, CardWhereInput, CardsReportQuery, PaymentWhereInput, PaymentsReportQuery, ReceiptsExportQuery, TransactionOrderByInput, TransactionWhereInput, TransactionsReportQuery,
} from '../../generated/graphql';
import { Button } from '../../ui/button';
import { downloadFile } from '../../ui/download';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';

const TRANSACTIONS_REPORT = gql`
  query TransactionsReport($where: TransactionWhereInput, $orderBy: [TransactionOrderByInput!], $options: ReportOptionsInput) {
    transactionsReport(where: $where, orderBy: $orderBy, options: $options) { url fileName }
  }
`;
const RECEIPTS_EXPORT = gql`
  query ReceiptsExport($where: TransactionWhereInput, $orderBy: [TransactionOrderByInput!], $options: ReportOptionsInput) {
    receiptsExport(where: $where, orderBy: $orderBy, options: $options) { url fileName }
  }
`;
const CARDS_REPORT = gql`
  query CardsReport($where: CardWhereInput, $orderBy: [CardOrderByInput!], $options: ReportOptionsInput) {
    cardsReport(where: $where, orderBy: $orderBy, options: $options) { url fileName }
  }
`;

const PAYMENTS_REPORT = gql`
  query PaymentsReport($where: PaymentWhereInput, $options: ReportOptionsInput) {
    paymentsReport(where: $where, options: $options) { url fileName }
  }
`;

export type ExportProps =
  | { report: 'transactions' | 'receipts'; where: TransactionWhereInput; orderBy: TransactionOrderByInput[] }
  | { report: 'cards'; where: CardWhereInput; orderBy: CardOrderByInput[] }
  | { report: 'payments'; where: PaymentWhereInput; orderBy?: never };

/**
 * "Export" on a list (spec 7, 8), and "Export receipts" (a zip, admins): the report of the current table view (its filters and order, dates
 * in the browser's time zone), then the toast and the download. A large report is generated in the
 * background; the download waits for it (download.ts follows the 202 answers).
 */
export const ExportButton = (props: ExportProps) => {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const exportView = async () => {
    setBusy(true);
    try {
      const variables = { where: props.where, orderBy: props.orderBy, options: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } };
      const { url, fileName } = props.report === 'transactions'
        ? (await client.query<TransactionsReportQuery>({ query: TRANSACTIONS_REPORT, variables, fetchPolicy: 'network-only' })).data.transactionsReport
        : props.report === 'receipts'
          ? (await client.query<ReceiptsExportQuery>({ query: RECEIPTS_EXPORT, variables, fetchPolicy: 'network-only' })).data.receiptsExport
          : props.report === 'payments'
            ? (await client.query<PaymentsReportQuery>({ query: PAYMENTS_REPORT, variables, fetchPolicy: 'network-only' })).data.paymentsReport
            : (await client.query<CardsReportQuery>({ query: CARDS_REPORT, variables, fetchPolicy: 'network-only' })).data.cardsReport;
      toast({ message: 'Current table view report generated successfully. A download should start shortly' });
      await downloadFile(url, fileName);
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  const [label, testId] = props.report === 'receipts' ? ['Export receipts', 'export-receipts'] : ['Export', 'export-report'];
  return <Button data-testid={testId} loading={busy} onClick={() => void exportView()}>{label}</Button>;
};
